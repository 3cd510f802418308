import SwiftSyntax

extension BodyEffectVisitor {
  /// Attributes of observation macros (Observation, SwiftData, Perception, TCA): a class that
  /// carries one tells its observers about every write.
  static let observationAttributes: Set<String> = [
    "Observable", "Model", "Perceptible", "ObservableState", "ObservableObject",
  ]

  /// `box.action = action` where the view keeps `@State private var box = Box()` and `Box` is
  /// a plain class of the project: not observable, publishing nothing, and `action` a stored
  /// property without observers. The view's storage keeps the same reference, so nothing is
  /// invalidated, started or repeated — the "latest handler" box that `.onReceive` keeps
  /// internally. A write to a member of an observable object, of a value held in @State, or
  /// of an object the view is handed (shared state) is still reported.
  func isWriteIntoStateBox(_ lhs: ExprSyntax) -> Bool {
    guard let path = Self.memberPath(of: lhs), let first = path.members.first,
      path.viaSelf || !locals.contains(path.root),
      let property = properties[path.root], property.wrapper == .state, !property.isStatic,
      let type = property.inferredTypeName, isPlainClass(type),
      let member = storedProperty(first, of: type), !Self.hasAccessors(member)
    else { return false }
    // `box.handlers[key] = h` writes into the box; `box.model.count = 1` writes into whatever
    // `model` holds, which must not be observable either.
    if path.members.count > 1, let inner = member.inferredTypeName,
      index.isObservedModel(inner) || index.publishesState(inner)
    {
      return false
    }
    return true
  }

  /// `formatter.dateStyle = .short` where the view makes `formatter` itself — a stored `let`
  /// (or `@State`) whose default constructs it (`let formatter = DateFormatter()`) — of a type
  /// SwiftUI does not observe (a framework type, or a plain class of the project), and the
  /// value is a constant: a literal, `nil`, a case (`.short`) or a type's constant
  /// (`TimeZone.current`). Configuring an object only this view holds with the same setting on
  /// every render invalidates, starts and changes nothing. A computed value, a write into
  /// an observable object, into one the view is handed, or through a project property's
  /// observer, is still reported.
  func isConstantSettingOfOwnedObject(_ lhs: ExprSyntax, value: ExprSyntax) -> Bool {
    guard let path = Self.memberPath(of: lhs), path.members.count == 1,
      path.viaSelf || !locals.contains(path.root),
      let property = properties[path.root], !property.isStatic, property.isStored,
      property.wrapper == .state || (property.wrapper == nil && property.isLet),
      case .construction(let type) = property.initialValue,
      !index.isObservedModel(type), !index.publishesState(type),
      !index.declares(type) || isPlainClass(type)
    else { return false }
    // A project class's property must be stored without observers (`didSet` may start work).
    if index.declares(type) {
      guard let member = storedProperty(path.members[0], of: type), !Self.hasAccessors(member)
      else { return false }
    }
    return Self.isConstant(value)
  }

  /// Whether a value is a constant: a literal, `nil`, `.case`, `Type.constant`, or a
  /// negated number.
  static func isConstant(_ value: ExprSyntax) -> Bool {
    if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
      || value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = value.as(StringLiteralExprSyntax.self) {
      return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
    if let prefix = value.as(PrefixOperatorExprSyntax.self) {
      return isConstant(prefix.expression)
    }
    guard let member = value.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = member.base else { return true }
    return TypeNames.isTypeLike(base.trimmedDescription)
      && base.is(DeclReferenceExprSyntax.self)
  }

  /// `smoother.step(toward: level, at: time)` inside a `TimelineView`'s content, where the view
  /// owns `smoother` — a stored property it makes itself (`let smoother = Smoother()`, or one in
  /// @State) — and `Smoother` is a plain class of the project whose method only changes its own
  /// stored properties (starts no work). The timeline re-runs its content once per frame by
  /// design; a non-observable box stepped there is animation bookkeeping, like the "latest
  /// handler" box of ``isWriteIntoStateBox(_:)``: nothing observes it, so nothing is
  /// invalidated, and nothing outside the view shares it. A box handed in, an observable one,
  /// or one stepped in plain `body` (once per render, not per frame) is still reported.
  func isFrameStepOfOwnedBox(
    _ call: FunctionCallExprSyntax, receiver: ExprSyntax, type: String, method: String
  ) -> Bool {
    guard let path = Self.memberPath(of: receiver), path.members.isEmpty,
      path.viaSelf || !locals.contains(path.root),
      let property = properties[path.root], !property.isStatic, property.isStored,
      property.wrapper == .state || (property.wrapper == nil && property.isLet),
      case .construction(let made) = property.initialValue, made == type,
      isPlainClass(type), !index.methodStartsWork(method, in: type)
    else { return false }
    return Self.isInTimelineContent(Syntax(call))
  }

  /// Whether a node is inside the content closure of a `TimelineView` (its trailing closure or
  /// `content:` argument), up to the enclosing declaration.
  static func isInTimelineContent(_ node: Syntax) -> Bool {
    var current = node
    while let parent = current.parent {
      if parent.is(MemberBlockSyntax.self)
        || parent.is(CodeBlockItemListSyntax.self)
          && parent.parent?.is(SourceFileSyntax.self) == true
      {
        return false
      }
      if let closure = current.as(ClosureExprSyntax.self),
        let timeline = Self.callTakingClosure(closure),
        SyntaxQueries.calleeName(timeline.calledExpression) == "TimelineView"
      {
        return true
      }
      current = parent
    }
    return false
  }

  /// The call a closure is the trailing closure or an argument of.
  private static func callTakingClosure(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
    return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(
      FunctionCallExprSyntax.self)
  }

  /// A class the project declares that SwiftUI cannot observe: no `ObservableObject`
  /// conformance, no observation macro, no published state, here or in a superclass.
  private func isPlainClass(_ type: String) -> Bool {
    guard index.classTypes.contains(type), !index.isObservedModel(type),
      !index.publishesState(type)
    else { return false }
    return !([type] + index.superclasses(of: type)).contains { name in
      (index.declarations[name] ?? []).contains { declaration in
        declaration.attributes.contains(where: Self.observationAttributes.contains)
          || declaration.inheritedTypes.contains(where: Self.observationAttributes.contains)
      }
    }
  }

  /// The stored instance property `name` of a class or of a superclass the project declares.
  private func storedProperty(_ name: String, of type: String) -> PropertyDeclaration? {
    for owner in [type] + index.superclasses(of: type) {
      if let property = index.storedProperties(of: owner).first(where: { $0.name == name }) {
        return property
      }
    }
    return nil
  }

  /// Whether a property has a getter, setter or observers (`didSet` may start work).
  private static func hasAccessors(_ property: PropertyDeclaration) -> Bool {
    property.declaration.bindings.contains { binding in
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name
        && binding.accessorBlock != nil
    }
  }

  /// `self.box.action` → `("box", true, ["action"])`, `box.handlers[key]` → `("box", false,
  /// ["handlers"])`. `nil` for anything else in the chain (a call, `_box`, `$box`).
  static func memberPath(of expression: ExprSyntax) -> (
    root: String, viaSelf: Bool, members: [String]
  )? {
    var current = TypeNames.unwrapEffects(expression)
    var members: [String] = []
    while true {
      if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return nil }
        members.append(member.declName.baseName.text)
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        guard !name.hasPrefix("_"), !name.hasPrefix("$") else { return nil }
        members.reverse()
        if name == "self" {
          guard !members.isEmpty else { return nil }
          let root = members.removeFirst()
          return (root, true, members)
        }
        return (name, false, members)
      } else {
        return nil
      }
    }
  }
}
