import SwiftSyntax

/// Whether an observable class actually has state a view could observe.
extension ProjectIndex {
  /// Whether `type` is an `ObservableObject` in name only: the project declares it (and every
  /// superclass it declares) with no `@Published` or `lazy` property, no method that sends
  /// `objectWillChange` and no method that changes a stored property, so it never announces a
  /// change. Such a class is a value-like configuration holder (an icon's name and size):
  /// building one in `body`, or re-creating it with the view, loses nothing.
  /// `@Observable` classes and classes the project does not declare are never inert.
  func isInertObservableObject(_ type: String) -> Bool {
    guard observableObjectTypes.contains(type), !observationTypes.contains(type) else {
      return false
    }
    var visited: Set<String> = []
    var pending = [type]
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      guard let list = declarations[name], !list.isEmpty else { return false }
      for declaration in list {
        // A `lazy var` is filled by the object after it is made: work repeated per instance.
        if declaration.properties.contains(where: {
          $0.wrapper == .published
            || $0.declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        }) {
          return false
        }
        for method in declaration.methods where !method.isStatic {
          if methodMutatesState(method.name, in: name) { return false }
        }
        pending += declaration.inheritedTypes.filter { observableObjectTypes.contains($0) }
      }
    }
    return true
  }

  /// Whether `type` is an inert `ObservableObject` whose stored properties are all `let`s
  /// (here and in the superclasses the project declares): a stateless wrapper that computes
  /// its values once and forwards everything else to the model it was given. Unlike a
  /// configuration holder's `var`s, nothing in it can be written through the view's bindings
  /// (`$model.ads`), so re-creating it loses nothing even when the view observes it.
  func isStatelessObservableObject(_ type: String) -> Bool {
    guard isInertObservableObject(type) else { return false }
    let chain = [type] + superclasses(of: type).filter { observableObjectTypes.contains($0) }
    return chain.allSatisfy { name in
      (declarations[name] ?? []).allSatisfy { declaration in
        declaration.properties.allSatisfy { $0.isStatic || !$0.isStored || $0.isLet }
      }
    }
  }
}
