import SwiftSyntax

/// An object held in `@State` that is an element of a collection a model the view observes
/// keeps, and whose changes that model re-announces as its own.
extension StateHoldsReferenceRule {
  /// Whether `type` is the element type of a collection property (`[T]`, `Set<T>`,
  /// `[Key: T]`) of a model the view observes (`@StateObject`, `@ObservedObject`,
  /// `@EnvironmentObject`, `@Environment`, `@Bindable`), and that model relays its elements'
  /// changes: code of the model that names the collection subscribes to another object's
  /// `objectWillChange` and sends its own from the subscription. The view then re-renders
  /// whenever the held element changes, so its reads through the `@State` are not stale.
  static func isElementOfRelayingModel(
    _ type: String, view: TypeDeclaration, index: ProjectIndex
  ) -> Bool {
    for property in index.propertyMap(of: view.name).values {
      switch property.wrapper {
      case .stateObject, .observedObject, .environmentObject, .environment, .bindable: break
      default: continue
      }
      guard let model = property.inferredTypeName ?? index.environmentModelType(of: property),
        model != type
      else { continue }
      let chain = [model] + index.superclasses(of: model)
      let collections = chain.flatMap { name in
        (index.declarations[name] ?? []).flatMap { declaration in
          declaration.properties.filter { property in
            !property.isStatic && property.isStored
              && property.declaration.bindings.contains { binding in
                binding.typeAnnotation.map { elementType(of: $0.type) == type } ?? false
              }
          }.map(\.name)
        }
      }
      guard !collections.isEmpty else { continue }
      let relays = chain.contains { name in
        (index.declarations[name] ?? []).contains { declaration in
          relaysChanges(of: Set(collections), in: declaration)
        }
      }
      if relays { return true }
    }
    return false
  }

  /// The element type a collection annotation holds: `T` for `[T]`, `[Key: T]`, `Set<T>`,
  /// `Array<T>`, `ContiguousArray<T>`, `Dictionary<Key, T>` (optional or not).
  private static func elementType(of type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return elementType(of: optional.wrappedType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return elementType(of: unwrapped.wrappedType)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return TypeNames.simpleName(of: array.element) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return TypeNames.simpleName(of: dictionary.value)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self),
      ["Array", "Set", "ContiguousArray", "Dictionary"].contains(identifier.name.text),
      let last = identifier.genericArgumentClause?.arguments.last
    else { return nil }
    return TypeNames.simpleName(ofArgument: last)
  }

  /// Whether a member of `declaration` that names one of `collections` subscribes to another
  /// object's `objectWillChange` (`item.objectWillChange.sink { … }`,
  /// `Publishers.MergeMany(items.map(\.objectWillChange)).sink { … }`) and sends the model's
  /// own `objectWillChange` from that subscription.
  private static func relaysChanges(of collections: Set<String>, in declaration: TypeDeclaration)
    -> Bool
  {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return false }
    return group.memberBlock.members.contains { member in
      // Cheap token test first: most members name neither.
      var namesCollection = false
      var namesWillChange = false
      for token in member.tokens(viewMode: .sourceAccurate) {
        if collections.contains(token.text) { namesCollection = true }
        if token.text == "objectWillChange" { namesWillChange = true }
      }
      guard namesCollection, namesWillChange else { return false }
      let finder = RelayFinder(viewMode: .sourceAccurate)
      finder.walk(member)
      return finder.found
    }
  }
}

/// Finds a subscription (`sink`) to another object's `objectWillChange` whose closure sends
/// the enclosing object's own `objectWillChange`.
private final class RelayFinder: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "sink", let base = member.base,
      Self.namesForeignWillChange(Syntax(base))
    else { return .visitChildren }
    let closures =
      node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [node.trailingClosure].compactMap { $0 }
    if closures.contains(where: { Self.sendsOwnWillChange(Syntax($0)) }) { found = true }
    return .visitChildren
  }

  /// `item.objectWillChange`, `$0.objectWillChange` or `\.objectWillChange` anywhere in the
  /// publisher chain, but not `self.objectWillChange` or a bare `objectWillChange`.
  private static func namesForeignWillChange(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "objectWillChange" else { return false }
      if token.parent?.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return true }
      guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let base = access.base
      else { return false }
      let text = ServiceClassifier.stripOptional(base).trimmedDescription
      return text != "self"
    }
  }

  /// `objectWillChange.send()`, `self.objectWillChange.send()`, `self?.objectWillChange.send()`.
  private static func sendsOwnWillChange(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "objectWillChange" else { return false }
      let reference = token.parent
      let access = reference?.parent?.as(MemberAccessExprSyntax.self)
      let willChange: Syntax?
      if let access, access.declName.baseName.id == token.id {
        guard let base = access.base,
          ServiceClassifier.stripOptional(base).trimmedDescription == "self"
        else { return false }
        willChange = Syntax(access)
      } else {
        willChange = reference.map(Syntax.init)
      }
      guard let send = willChange?.parent?.as(MemberAccessExprSyntax.self),
        send.declName.baseName.text == "send",
        send.parent?.is(FunctionCallExprSyntax.self) == true
      else { return false }
      return true
    }
  }
}
