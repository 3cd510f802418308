import SwiftSyntax

extension BodyEffectVisitor {
  /// Whether `call` builds an observable class through an initializer that only stores what it
  /// is handed, while another initializer of the class is what wires it up (subscribes,
  /// `assign(to:)`, starts a task): `Progress(constant: 0.5)` next to `Progress(feed)`. The
  /// initializer is picked by the call's argument labels (parameters with defaults may be
  /// left out); every initializer those labels can select must only store (no call but
  /// delegation, no write but to its own properties), and so must the stored properties'
  /// initial values (a no-argument construction of a library type, like a dispose bag, is a
  /// value). Such an object has no source of change during this render, so building it again
  /// loses nothing. A call with a trailing closure, a call no initializer matches, a class
  /// with no working initializer (a view model whose methods load later) or a construction
  /// bound to a local of the render code, directly or as the fallback of `??` (which the
  /// render may then write into), is not excused.
  func isInertInitializerSelection(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    guard call.trailingClosure == nil, call.parent?.is(InitializerClauseSyntax.self) != true,
      Self.coalescingExpression(ofFallback: call)?.parent?.is(InitializerClauseSyntax.self)
        != true,
      index.classTypes.contains(type), let declarations = index.declarations[type]
    else { return false }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    var selected: [InitializerDeclSyntax] = []
    var othersWork = false
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.flattenedMembers {
        if let initializer = member.as(InitializerDeclSyntax.self) {
          guard let body = initializer.body else { continue }
          if Self.accepts(initializer, labels: labels) {
            selected.append(initializer)
          } else if Self.doesWork(Syntax(body)) {
            othersWork = true
          }
        }
      }
      for property in declaration.properties where !property.isStatic && property.isStored {
        for binding in property.declaration.bindings {
          guard let value = binding.initializer?.value else { continue }
          if Self.doesWork(Syntax(value)), !isPlainLibraryValue(value) { return false }
        }
      }
    }
    guard othersWork, !selected.isEmpty else { return false }
    return selected.allSatisfy { initializer in
      initializer.body.map { !Self.doesWork(Syntax($0)) } ?? false
    }
  }

  /// Whether `call` builds an object only to call one method on it at once and use the result,
  /// `Formatter_helper(item).label(.short)`: the object is a temporary nobody keeps, binds or
  /// hands on. Excused when the class is the project's, the initializers the call's labels
  /// can select only store their arguments (and stored properties start from plain values),
  /// and every declaration of the method changes no stored property, sends no change, starts
  /// no work, returns neither the object (`Self`, the class) nor a view that could hold it,
  /// and does not pass `self` on. That is a pure computation, like building a formatter.
  func isThrowawayForPureCall(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let access = call.parent?.as(MemberAccessExprSyntax.self), access.base?.id == call.id,
      let methodCall = access.parent?.as(FunctionCallExprSyntax.self),
      methodCall.calledExpression.id == access.id,
      index.classTypes.contains(type), let declarations = index.declarations[type]
    else { return false }
    let method = access.declName.baseName.text
    let found = index.methods(named: method, in: type)
    guard !found.isEmpty, !found.contains(where: \.isStatic),
      !index.methodMutatesState(method, in: type),
      !index.methodStartsWork(method, in: type)
    else { return false }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    var selected = false
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.flattenedMembers {
        if let initializer = member.as(InitializerDeclSyntax.self),
          Self.accepts(initializer, labels: labels)
        {
          guard let body = initializer.body, !Self.doesWork(Syntax(body)) else { return false }
          selected = true
        } else if let function = member.as(FunctionDeclSyntax.self), function.name.text == method,
          !Self.isPureResult(function, type: type)
        {
          return false
        }
      }
      guard startsFromPlainValues(declaration, depth: 0) else { return false }
    }
    // No initializer declared: the memberwise or default one, which only stores.
    return selected || !declarations.contains { declaration in !declaration.initializers.isEmpty }
  }

  /// A method's result is a value apart from the object: not `Void` (unless `allowingVoid`: a
  /// method called for what it does, not for a result), `Self`, the class or a view, and the
  /// body never hands `self` itself to anything.
  static func isPureResult(
    _ function: FunctionDeclSyntax, type: String, allowingVoid: Bool = false
  ) -> Bool {
    let result = function.signature.returnClause?.type.trimmedDescription ?? "Void"
    if (!allowingVoid && (result == "Void" || result == "()")) || result == "Self"
      || result == type
      || result.hasSuffix("View")
      || SyntaxQueries.attribute(named: "ViewBuilder", in: function.attributes) != nil
    {
      return false
    }
    guard let body = function.body else { return false }
    return !SelfHandOffFinder.handsOn(Syntax(body))
  }

  /// Whether `call` is a blank fallback, `cache[id] ?? Model()`, or a blank placeholder filling
  /// a required binding, `Cell(board: .constant(Board()))`: a construction with no arguments
  /// on the right of `??` or as the one argument of `.constant(…)` (`Binding.constant(…)`), not
  /// bound to a local of the render code (which the render may then write into), of a
  /// project class that inherits no project class, whose
  /// initializers callable without arguments only store (or it has none, the default one),
  /// whose stored properties start from plain values, and whose properties carry no wrapper
  /// that could resolve or load something. A blank placeholder starts nothing and holds
  /// nothing the view gave it; building it again on the next render loses nothing.
  /// `?? Model(loading: id)` and an initializer that subscribes or starts a task are still
  /// reported.
  func isBlankFallback(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    guard call.arguments.isEmpty, call.trailingClosure == nil else { return false }
    if let (coalescing, optional) = Self.coalescing(ofFallback: call) {
      guard coalescing.parent?.is(InitializerClauseSyntax.self) != true,
        !isOwnStateOptional(optional)
      else { return false }
    } else {
      guard Self.isConstantBindingValue(call) || isIgnoredViewArgument(call) else { return false }
    }
    return index.classTypes.contains(type) && constructsIdle(type, labels: [], depth: 0)
  }

  /// Whether `call` is the argument for a stored property of a project view that the view never
  /// names beyond its declaration (`Canvas(recognizer: Recognizer())` where `Canvas` declares
  /// `@ObservedObject var recognizer` and never reads it): a blank filling a parameter the view
  /// ignores. An initializer of the view that only stores the value in it is no use
  /// (``onlyStores(_:in:)``); any other mention is.
  private func isIgnoredViewArgument(_ call: FunctionCallExprSyntax) -> Bool {
    guard let argument = call.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let construction = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let view = index.resolveCallee(construction.calledExpression, inModule: module, scope: scope),
      index.isView(view), let declarations = index.declarations[view],
      declarations.contains(where: { declaration in
        declaration.properties.contains { $0.name == label && $0.isStored && !$0.isStatic }
      })
    else { return false }
    var mentions = 0
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.members {
        // An initializer that only stores the value (`self.model = model`,
        // `_model = ObservedObject(wrappedValue: model)`) hands it to the property, no further.
        if let initializer = member.decl.as(InitializerDeclSyntax.self),
          Self.onlyStores(label, in: initializer)
        {
          continue
        }
        for token in member.tokens(viewMode: .sourceAccurate) {
          switch token.tokenKind {
          case .identifier(let text), .dollarIdentifier(let text):
            if text == label || text == "_" + label || text == "$" + label { mentions += 1 }
          default: continue
          }
        }
      }
    }
    return mentions == 1
  }

  /// Whether `initializer` takes a parameter labelled `property` and does nothing with it or
  /// with the property but store the one in the other, as written or through an
  /// `ObservedObject`/`StateObject` wrapper; every other statement names neither.
  static func onlyStores(_ property: String, in initializer: InitializerDeclSyntax) -> Bool {
    guard
      let parameter = initializer.signature.parameterClause.parameters.first(where: {
        $0.firstName.text == property
      }),
      let statements = initializer.body?.statements
    else { return false }
    let inner = (parameter.secondName ?? parameter.firstName).text
    let names: Set<String> = [property, "_" + property, "$" + property, inner]
    var stored = false
    for statement in statements {
      let text = statement.item.trimmedDescription.filter { !$0.isWhitespace }
      let stores =
        [property, "self." + property].map { $0 + "=" + inner }
        + ["_" + property, "self._" + property].flatMap { target in
          ["ObservedObject", "StateObject"].map { "\(target)=\($0)(wrappedValue:\(inner))" }
        }
      if stores.contains(text) {
        stored = true
        continue
      }
      let named = statement.tokens(viewMode: .sourceAccurate).contains { token in
        switch token.tokenKind {
        case .identifier(let text), .dollarIdentifier(let text): return names.contains(text)
        default: return false
        }
      }
      if named { return false }
    }
    return stored
  }

  /// Whether making the project's `type` with arguments labelled `labels` starts nothing: it
  /// inherits no project class, the initializers that take those labels only store, and its
  /// stored properties start from plain values (see ``startsFromPlainValues(_:depth:)``).
  func constructsIdle(_ type: String, labels: [String], depth: Int) -> Bool {
    guard depth <= 2, index.superclasses(of: type).isEmpty,
      let declarations = index.declarations[type]
    else { return false }
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.flattenedMembers {
        guard let initializer = member.as(InitializerDeclSyntax.self),
          Self.accepts(initializer, labels: labels)
        else { continue }
        guard let body = initializer.body, !Self.doesWork(Syntax(body)) else { return false }
      }
      guard startsFromPlainValues(declaration, depth: depth) else { return false }
    }
    return true
  }

  /// Whether every stored property of this declaration starts from a value that does no work
  /// and carries no wrapper but observation bookkeeping: a literal, an empty library value
  /// (`JSONEncoder()`), or an idle helper of the project made from literals (`GetPost<Board>(
  /// service: "GetBoard")`, whose initializer only stores).
  private func startsFromPlainValues(_ declaration: TypeDeclaration, depth: Int) -> Bool {
    for property in declaration.properties where !property.isStatic && property.isStored {
      if property.attributes.contains(where: { !Self.bookkeepingAttributes.contains($0) }) {
        return false
      }
      for binding in property.declaration.bindings {
        guard let value = binding.initializer?.value else { continue }
        if Self.doesWork(Syntax(value)), !isPlainLibraryValue(value),
          !isIdleProjectValue(value, depth: depth + 1)
        {
          return false
        }
      }
    }
    return true
  }

  /// Whether `value` makes a project type from literals alone and starts nothing doing so.
  private func isIdleProjectValue(_ value: ExprSyntax, depth: Int) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.arguments.allSatisfy({
        $0.expression.is(StringLiteralExprSyntax.self)
          || $0.expression.is(IntegerLiteralExprSyntax.self)
          || $0.expression.is(BooleanLiteralExprSyntax.self)
          || $0.expression.is(FloatLiteralExprSyntax.self)
          || $0.expression.is(NilLiteralExprSyntax.self)
      }),
      let type = TypeNames.constructedType(by: value),
      (index.declarations[type] ?? []).contains(where: { $0.kind != .extension })
    else { return false }
    return constructsIdle(type, labels: call.arguments.map { $0.label?.text ?? "_" }, depth: depth)
  }

  private static let bookkeepingAttributes: Set<String> = [
    "Published", "ObservationIgnored", "ObservationTracked", "PerceptionIgnored", "objc",
    "MainActor", "nonobjc",
  ]

  /// Whether the optional in front of `??` is the view's own `@State`: it starts `nil`, so
  /// the fallback is what the screen shows (and the user edits) until the view fills it.
  private func isOwnStateOptional(_ optional: ExprSyntax) -> Bool {
    guard let root = SyntaxQueries.rootIdentifier(of: optional) else { return false }
    var name = root.name
    if name.hasPrefix("_") || name.hasPrefix("$") { name.removeFirst() }
    guard let property = properties[name], property.wrapper == .state else { return false }
    return root.viaSelf || !locals.contains(name)
  }

  /// Whether `call` is the one argument of `.constant(…)` or `Binding.constant(…)`, not
  /// bound to a local.
  private static func isConstantBindingValue(_ call: FunctionCallExprSyntax) -> Bool {
    guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
      let outer = list.parent?.as(FunctionCallExprSyntax.self),
      let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "constant",
      outer.parent?.is(InitializerClauseSyntax.self) != true
    else { return false }
    guard let base = member.base else { return true }
    return base.trimmedDescription == "Binding"
  }

  /// The `a ?? b` expression whose right operand is `call`, if any.
  private static func coalescingExpression(ofFallback call: FunctionCallExprSyntax) -> Syntax? {
    coalescing(ofFallback: call)?.expression
  }

  /// The `a ?? b` expression whose right operand is `call`, and its left operand `a`.
  private static func coalescing(
    ofFallback call: FunctionCallExprSyntax
  ) -> (expression: Syntax, optional: ExprSyntax)? {
    guard let parent = call.parent else { return nil }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == call.id,
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    {
      return (Syntax(infix), infix.leftOperand)
    }
    guard let list = parent.as(ExprListSyntax.self), let sequence = list.parent,
      sequence.is(SequenceExprSyntax.self)
    else { return nil }
    let items = Array(list)
    guard let index = items.firstIndex(where: { $0.id == call.id }), index >= 2,
      items[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    else { return nil }
    return (sequence, items[index - 2])
  }

  /// `DisposeBag()`, `Set<AnyCancellable>()`, `Date()`, `Color(hue: 120 / 360, saturation:
  /// 0.6, brightness: 0.7)`, `.system(size: 20)`: a value of a type the project does not
  /// declare, only extends (other than `Task`), made from constants or nothing.
  private func isPlainLibraryValue(_ value: ExprSyntax) -> Bool {
    value.is(FunctionCallExprSyntax.self) && isConstant(value)
  }

  /// Whether `expression` is a constant: a literal without interpolation, arithmetic on
  /// constants, an enumeration-like member (`.black`, `Font.Weight.bold`), or a library value
  /// made from constants, by its initializer or a static factory (`.system(size: 20, weight:
  /// .black)`).
  private func isConstant(_ expression: ExprSyntax) -> Bool {
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      return isConstant(prefix.expression)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.label == nil
    {
      return isConstant(element.expression)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return infix.operator.is(BinaryOperatorExprSyntax.self) && isConstant(infix.leftOperand)
        && isConstant(infix.rightOperand)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.allSatisfy { element in
        element.is(BinaryOperatorExprSyntax.self) || isConstant(element)
      }
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else {
        return !declaresStaticMember(member.declName.baseName.text)
      }
      return isLibraryTypeName(base)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.additionalTrailingClosures.isEmpty,
      call.arguments.allSatisfy({ isConstant($0.expression) })
    {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text != "init"
      {
        // A static factory of a library type, spelled out or implicit (`.system(size: 20)`;
        // not one the project declares, `.live()`, which may do anything).
        return member.base.map(isLibraryTypeName)
          ?? !declaresStaticMember(member.declName.baseName.text)
      }
      return isLibraryTypeName(call.calledExpression)
    }
    return false
  }

  /// Whether `expression` names a type (or a type's nested type) that the project does not
  /// declare itself, other than `Task`.
  private func isLibraryTypeName(_ expression: ExprSyntax) -> Bool {
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return TypeNames.isTypeLike(member.declName.baseName.text) && isLibraryTypeName(base)
    }
    guard let type = TypeNames.typeName(ofCallee: expression), type != "Self" else {
      return false
    }
    return type != "Task"
      && (index.declarations[type] ?? []).allSatisfy { $0.kind == .extension }
  }

  /// Whether any type of the project declares a static property or method named `name`.
  private func declaresStaticMember(_ name: String) -> Bool {
    index.declarations.values.contains { list in
      list.contains { declaration in
        declaration.properties.contains { $0.isStatic && $0.name == name }
          || declaration.methods.contains { $0.isStatic && $0.name == name }
      }
    }
  }

  /// Whether an initializer can take arguments with these labels, in order, leaving out only
  /// parameters that have a default value.
  static func accepts(_ initializer: InitializerDeclSyntax, labels: [String]) -> Bool {
    boundParameters(labels: labels, in: initializer.signature.parameterClause.parameters) != nil
  }

  /// The parameter each argument of a call labelled `labels` binds, in order, when these
  /// parameters take those labels (leaving out only parameters that have a default value);
  /// `nil` when they do not.
  static func boundParameters(
    labels: [String], in parameters: FunctionParameterListSyntax
  ) -> [FunctionParameterSyntax]? {
    var bound: [FunctionParameterSyntax] = []
    for parameter in parameters {
      if bound.count < labels.count, labels[bound.count] == parameter.firstName.text {
        bound.append(parameter)
      } else if parameter.defaultValue == nil {
        return nil
      }
    }
    return bound.count == labels.count ? bound : nil
  }
}

/// Finds `self` used as a whole value (an argument, an assignment's value, an element), not as
/// the base of a member access (`self.items`).
private final class SelfHandOffFinder: SyntaxVisitor {
  private var found = false

  static func handsOn(_ node: Syntax) -> Bool {
    let finder = SelfHandOffFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.tokenKind == .keyword(.self),
      node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id
    {
      found = true
    }
    return .skipChildren
  }
}
