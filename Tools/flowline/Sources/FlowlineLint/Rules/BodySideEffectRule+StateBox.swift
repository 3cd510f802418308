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
