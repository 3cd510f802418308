import SwiftSyntax

extension BodyEffectVisitor {
  /// Whether `call` builds an object only to hand it to code that reads it: the construction is
  /// an argument of a call to a project method (`.card(theme: Theme())`, a `View` extension
  /// included; a type's initializer only for a record a view keeps in a plain property and only
  /// reads, see ``viewOnlyReads(_:label:type:depth:constructedBy:)``; a record may also reach
  /// readers through a local `let` or as a part of another record, see
  /// ``isOnlyRead(_:type:depth:)``), and
  /// everything that argument reaches only reads the object — it reads its properties, calls
  /// its methods that change no stored property and start no work, or hands it on to another
  /// such reader. Nothing assigns through it, takes a binding to it (`$theme.isDark`), passes
  /// it `inout`, calls a mutating method on what it holds (`theme.colors.append(…)`), sends its
  /// change or keeps it anywhere else. The object must be made without work
  /// (``constructsIdle(_:labels:depth:)``: no project superclass, initializers that only store,
  /// properties that start from plain values, a library value made from constants included)
  /// and handed no closure. Nothing is written to this instance, so building a new one from
  /// the same inputs on the next render loses nothing. A reader that writes
  /// (`.onTapGesture { palette.isDark.toggle() }`), keeps the object, hands it to a view that
  /// observes it, or hands on what it holds of the project's objects (`ForEach(tunnel.hops ??
  /// [])`) is still reported.
  func isHandedOnlyToReaders(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    isIdleConstruction(call, type: type) && isOnlyRead(call, type: type, depth: 0)
  }

  /// Whether `call` makes the project's class `type` without work and hands it no closure.
  private func isIdleConstruction(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
      && !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
      && index.classTypes.contains(type)
      && constructsIdle(type, labels: call.arguments.map { $0.label?.text ?? "_" }, depth: 0)
  }

  /// Whether the object `call` makes reaches only readers: as an argument of a call (see
  /// ``onlyReads(_:of:type:depth:within:)``); or, for a record (``isRecord(_:)``), as an
  /// element of an array handed to the idle construction of another project class that itself
  /// reaches only readers (a record's parts, `Service(parts: [Part(…)])`: whoever reads the
  /// whole reads the parts), or as the value of a local `let`, used, every use of which only
  /// reads it.
  private func isOnlyRead(_ call: FunctionCallExprSyntax, type: String, depth: Int) -> Bool {
    guard depth <= 3 else { return false }
    if let argument = call.parent?.as(LabeledExprSyntax.self),
      let receiver = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      receiver.calledExpression.id != call.id
    {
      return onlyReads(argument, of: receiver, type: type, depth: depth, within: scope)
    }
    // Beyond a call's argument the object must be a record: a view keeping it, a holder
    // holding it or a local naming it could otherwise drive it.
    guard isRecord(type) else { return false }
    if let element = call.parent?.as(ArrayElementSyntax.self),
      let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self),
      let holder = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let holderType = TypeNames.constructedType(by: ExprSyntax(holder)),
      isIdleConstruction(holder, type: holderType)
    {
      return isOnlyRead(holder, type: holderType, depth: depth + 1)
    }
    if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
      PatternBindingSyntax.self),
      binding.typeAnnotation == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
      declaration.bindingSpecifier.tokenKind == .keyword(.let),
      let statements = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self)
    {
      // An unused local is an allocation for nothing.
      let named = statements.tokens(viewMode: .sourceAccurate).contains {
        $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true
      }
      return named
        && usesOnlyRead(name, in: Syntax(statements), type: type, depth: depth, within: scope)
    }
    return false
  }

  /// Whether the class `type` is a record, not a model: none of its methods changes a stored
  /// property or starts work (a SwiftData `@Model` with fields, a draft made of values).
  private func isRecord(_ type: String) -> Bool {
    (index.declarations[type] ?? []).allSatisfy { declaration in
      declaration.methods.allSatisfy { method in
        !index.methodMutatesState(method.name, in: type)
          && !index.methodStartsWork(method.name, in: type)
      }
    }
  }

  /// Whether every use that `argument` of `receiver` reaches only reads an object of `type`.
  /// A bare callee (`slotCell(slot:)`) is a method of `within`, the type the call is written
  /// in; one called on a value (`Text(row).tile(palette:)`) may be any type's, `View`
  /// extensions included.
  private func onlyReads(
    _ argument: LabeledExprSyntax, of receiver: FunctionCallExprSyntax, type: String, depth: Int,
    within: String
  ) -> Bool {
    guard depth <= 3, let position = receiver.arguments.firstIndex(where: { $0.id == argument.id })
    else { return false }
    let labels = receiver.arguments.map { $0.label?.text ?? "_" }
    let offset = receiver.arguments.distance(from: receiver.arguments.startIndex, to: position)
    // A type keeps what it is handed; a view that keeps it in a plain stored property and
    // only reads it is a reader too, anything else may be its model.
    if let callee = index.resolveCallee(receiver.calledExpression, inModule: module, scope: scope),
      index.declarations[callee] != nil
    {
      return viewOnlyReads(
        callee, label: labels[offset], type: type, depth: depth, constructedBy: receiver)
    }
    guard let name = SyntaxQueries.calleeName(receiver.calledExpression) else { return false }
    let isBare = receiver.calledExpression.is(DeclReferenceExprSyntax.self)
    // A closure the type keeps (`let cell: (Slot) -> Cell`) may do anything with it.
    if isBare, index.property(name, of: within) != nil { return false }
    var found = false
    for (owner, declarations) in index.declarations where !isBare || owner == within {
      for declaration in declarations {
        guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
        for member in group.memberBlock.flattenedMembers {
          guard let function = member.as(FunctionDeclSyntax.self), function.name.text == name,
            let parameter = Self.boundParameters(
              labels: labels, in: function.signature.parameterClause.parameters)?[offset]
          else { continue }
          guard let body = function.body,
            Self.passesReference(parameter),
            usesOnlyRead(
              (parameter.secondName ?? parameter.firstName).text, in: Syntax(body), type: type,
              depth: depth, within: owner)
          else { return false }
          found = true
        }
      }
    }
    return found
  }

  /// Whether the object, a record (``isRecord(_:)``), is only read by the project view `view`:
  /// made by its memberwise initializer, the view keeps the argument
  /// labelled `label` in a stored property of that name with no wrapper (`let record: Record`:
  /// not `@ObservedObject`, `@State` or `@Bindable`), and every use of it in the view's
  /// declarations only reads it (`self.record` included). The view holds it for one render,
  /// as the caller does.
  private func viewOnlyReads(
    _ view: String, label: String, type: String, depth: Int,
    constructedBy call: FunctionCallExprSyntax
  ) -> Bool {
    guard index.isView(view), isRecord(type), call.trailingClosure == nil, label != "_",
      let declarations = index.declarations[view],
      declarations.allSatisfy({ $0.initializers.isEmpty }),
      let property = index.storedProperties(of: view).first(where: { $0.name == label }),
      property.wrapper == nil, property.attributes.isEmpty
    else { return false }
    return declarations.allSatisfy {
      usesOnlyRead(
        label, in: Syntax($0.node), type: type, depth: depth + 1, within: view,
        includingSelfMember: true)
    }
  }

  /// Whether every reference to `name` in `node` only reads the object (see
  /// ``isHandedOnlyToReaders(_:type:)``); `other.name` is another thing, and `self.name` is
  /// the same one only `includingSelfMember` (`name` is a stored property).
  private func usesOnlyRead(
    _ name: String, in node: Syntax, type: String, depth: Int, within: String,
    includingSelfMember: Bool = false
  ) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text), .dollarIdentifier(let text):
        if text == "$" + name || text == "_" + name { return false }
        // `other.name` is another thing; so is `self.name` beside a parameter `name`, but not
        // beside a stored property of that name.
        guard text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let use = SyntaxQueries.ownUse(of: reference, throughSelf: includingSelfMember)
        else { continue }
        guard isRead(use, type: type, depth: depth, within: within) else {
          return false
        }
      default:
        continue
      }
    }
    return true
  }

  /// Whether the use of the object at `reference` only reads it: a chain of property reads and
  /// non-mutating calls that is not assigned or passed `inout`, or an argument handed on to
  /// another reader.
  private func isRead(_ reference: ExprSyntax, type: String, depth: Int, within: String) -> Bool {
    if let argument = reference.parent?.as(LabeledExprSyntax.self) {
      guard let receiver = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
        return false
      }
      return onlyReads(argument, of: receiver, type: type, depth: depth + 1, within: within)
    }
    var node = Syntax(reference)
    var ownMember = true
    // The object's member holding the project's objects (`tunnel.hops`), not read into: handed
    // on whole, to code that may edit them.
    var heldObjects = false
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        let name = member.declName.baseName.text
        heldObjects = ownMember && holdsProjectObjects(name, of: type)
        if let call = member.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == member.id
        {
          if ownMember {
            guard readsOnly(name, of: type) else { return false }
          } else if !isValueMethod(name) {
            return false
          }
          node = Syntax(call)
        } else if ownMember, !index.methods(named: name, in: type).isEmpty {
          // A method handed on unapplied (`action: holder.toggle`) runs later.
          guard readsOnly(name, of: type) else { return false }
          node = Syntax(member)
        } else {
          node = Syntax(member)
        }
        ownMember = false
      } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == node.id
      {
        node = parent
      } else {
        break
      }
    }
    // A bare reference handed nowhere (kept, returned, compared by identity) is not a read.
    guard node.id != reference.id, !heldObjects, let top = node.as(ExprSyntax.self) else {
      return false
    }
    return SyntaxQueries.assignment(to: top) == nil
      && top.parent?.is(InOutExprSyntax.self) != true
  }

  /// Whether the property `name` of `type` is declared of a type naming one of the project's
  /// classes (`var hops: [Hop]?`): the objects a record holds.
  private func holdsProjectObjects(_ name: String, of type: String) -> Bool {
    guard let text = index.property(name, of: type)?.typeText else { return false }
    return text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains {
      index.classTypes.contains(String($0))
    }
  }

  /// Whether every declaration of the object's method `name` changes no stored property,
  /// starts no work, hands `self` to nothing and returns neither the object nor a view
  /// (``isPureResult(_:type:allowingVoid:)``).
  private func readsOnly(_ name: String, of type: String) -> Bool {
    let functions = index.functionDeclarations(named: name, in: type)
    return !functions.isEmpty && !index.methodMutatesState(name, in: type)
      && !index.methodStartsWork(name, in: type)
      && functions.allSatisfy { Self.isPureResult($0, type: type, allowingVoid: true) }
  }

  /// Whether a call of `name` on something the object holds (`palette.accent.opacity(0.5)`)
  /// makes a value: no mutating method of the standard library's (`append`, `toggle`…), no
  /// `send`, and no name the project declares a method of (`palette.counter.bump()` may
  /// write what the object holds).
  private func isValueMethod(_ name: String) -> Bool {
    guard !Self.mutatingMethods.contains(name), name != "send" else { return false }
    return !index.declarations.values.contains { list in
      list.contains { $0.methods.contains { $0.name == name } }
    }
  }

  /// A parameter taking the object itself: not `inout`, not variadic, not an autoclosure.
  private static func passesReference(_ parameter: FunctionParameterSyntax) -> Bool {
    parameter.ellipsis == nil
      && !parameter.type.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .keyword(.inout) || token.text == "autoclosure"
      }
  }
}
