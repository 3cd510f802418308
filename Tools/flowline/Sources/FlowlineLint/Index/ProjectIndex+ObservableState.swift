import SwiftSyntax

/// Whether an observable class actually has state a view could observe.
extension ProjectIndex {
  /// Whether `type` is an `ObservableObject` that never announces a change: the project
  /// declares it (and every superclass it declares) with no `@Published`, `@AppStorage` or
  /// `@SceneStorage` property, no property wrapper of the project's that reaches its enclosing
  /// object's `objectWillChange`, and no use of `objectWillChange` anywhere in its code (no `objectWillChange.send()`, no relay of
  /// another object's changes, no publisher of its own by that name). Nothing it does can make
  /// a view re-render: for SwiftUI it is a plain class, whatever its `var`s hold.
  /// `@Observable` classes and classes the project does not declare always may announce.
  func neverAnnouncesChange(_ type: String) -> Bool {
    guard observableObjectTypes.contains(type), !observationTypes.contains(type) else {
      return false
    }
    var visited: Set<String> = []
    var pending = [type]
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      guard let list = declarations[name], !list.isEmpty else { return false }
      for declaration in list {
        if declaration.properties.contains(where: { property in
          // `@AppStorage`/`@SceneStorage` inside an ObservableObject announce their changes.
          property.wrapper == .published || property.wrapper == .other("AppStorage")
            || property.wrapper == .other("SceneStorage")
            || property.attributes.contains { mentionsWillChange(declarations[$0] ?? []) }
        }) {
          return false
        }
        if mentionsWillChange([declaration]) { return false }
        pending += declaration.inheritedTypes.filter { observableObjectTypes.contains($0) }
      }
    }
    return true
  }

  /// Whether `type` is a store whose state views observe through it: a class the project
  /// declares, not observable itself, with a stored instance property that other types can
  /// read (not `private` or `fileprivate`; `private(set)` is readable) holding an
  /// `@Observable` class with a stored `var`, which it makes itself (`private(set) var state =
  /// RootState()`, rendered as `root.state.scheme`; not a board it is handed). Its methods act
  /// on that state: calling one is an intent to the store, as to an observable model.
  func holdsObservableState(_ type: String) -> Bool {
    guard classTypes.contains(type), !isObservable(type) else { return false }
    return storedProperties(of: type).contains { property in
      guard case .construction(let held) = property.initialValue,
        observationTypes.contains(held),
        storedProperties(of: held).contains(where: { !$0.isLet })
      else { return false }
      return property.access != .private && property.access != .fileprivate
    }
  }

  /// Whether `type` is an `ObservableObject` in name only that also keeps no state of its
  /// own: it never announces a change (see ``neverAnnouncesChange(_:)``), and has no `lazy`
  /// property and no method that changes a stored property (here or in a superclass the project
  /// declares). Such a class is a value-like configuration holder (an icon's name and size):
  /// building one in `body` repeats no work and loses nothing.
  func isInertObservableObject(_ type: String) -> Bool {
    guard neverAnnouncesChange(type) else { return false }
    var visited: Set<String> = []
    var pending = [type]
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      for declaration in declarations[name] ?? [] {
        pending += declaration.inheritedTypes.filter { observableObjectTypes.contains($0) }
        // A `lazy var` is filled by the object after it is made: work repeated per instance.
        if declaration.properties.contains(where: {
          $0.declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        }) {
          return false
        }
        for method in declaration.methods where !method.isStatic {
          if methodMutatesState(method.name, in: name) { return false }
        }
      }
    }
    return true
  }

  /// Whether `type` is an inert `ObservableObject` whose stored properties are all `let`s, or
  /// `var`s nothing writes after the object is made (here and in the superclasses the project
  /// declares): a stateless wrapper that computes
  /// its values once and forwards everything else to the model it was given. Unlike a
  /// configuration holder's `var`s, nothing in it can be written through the view's bindings
  /// (`$model.ads`), so re-creating it loses nothing even when the view observes it.
  func isStatelessObservableObject(_ type: String) -> Bool {
    guard isInertObservableObject(type) else { return false }
    let chain = [type] + superclasses(of: type).filter { observableObjectTypes.contains($0) }
    return chain.allSatisfy { name in
      (declarations[name] ?? []).allSatisfy { declaration in
        declaration.properties.allSatisfy {
          $0.isStatic || !$0.isStored || $0.isLet
            // A `var` nothing writes after the object is made (`private var authManager =
            // AuthManager()`) holds its first value for good, like a `let`. `@ObservedObject`
            // does nothing outside a view: in a class it is such a `var`, when it holds a
            // manager the initializer is handed (one it makes itself is made again with it).
            || (($0.wrapper == nil || ($0.wrapper == .observedObject && $0.initialValue == .none))
              && !mayWrite($0.name, of: name))
        }
      }
    }
  }

  /// Whether `type`'s own code (its declarations and extensions) names `objectWillChange`:
  /// it sends or relays change announcements itself (a container forwarding the changes of
  /// the models it holds).
  func relaysChanges(_ type: String) -> Bool {
    mentionsWillChange(declarations[type] ?? [])
  }

  /// Whether any of `list`'s code (members, not nested types) names `objectWillChange`.
  private func mentionsWillChange(_ list: [TypeDeclaration]) -> Bool {
    list.contains { declaration in
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      let finder = WillChangeFinder(viewMode: .sourceAccurate)
      finder.walk(group.memberBlock)
      return finder.found
    }
  }
}

/// Finds the name `objectWillChange` used or declared in a type's own members.
private final class WillChangeFinder: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
    if node.text == "objectWillChange" { found = true }
    return .skipChildren
  }

  // Nested types announce for themselves.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
