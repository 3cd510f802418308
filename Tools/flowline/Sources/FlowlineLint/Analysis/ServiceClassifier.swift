import SwiftSyntax

/// Decides whether a method call goes to a service (repository, API client, use case…),
/// using the declared or inferred type of the receiver when it is known and the naming
/// heuristics when it is not.
struct ServiceClassifier: Sendable {
  let index: ProjectIndex
  let naming: NamingConventions

  /// A short rendering of the call (`repository.fetchAll(…)`) when `call` calls a service on
  /// behalf of a member of `owner`, or `nil`.
  ///
  /// - Parameters:
  ///   - call: The call expression.
  ///   - properties: The properties of the enclosing type, by name.
  func serviceCall(_ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration])
    -> String?
  {
    guard let (rawReceiver, method) = SyntaxQueries.methodCall(call), method != "init" else {
      return nil
    }
    let receiver = Self.stripOptional(rawReceiver)
    guard isService(receiver, method: method, properties: properties) else { return nil }
    var text = receiver.trimmedDescription
    if text.count > 40 { text = String(text.prefix(37)) + "..." }
    return "\(text).\(method)(\(call.arguments.isEmpty ? "" : "…"))"
  }

  private func isService(
    _ receiver: ExprSyntax, method: String, properties: [String: PropertyDeclaration]
  ) -> Bool {
    if let reference = receiver.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if TypeNames.isTypeLike(name) {
        guard !index.isView(name) else { return false }
        return naming.isServiceType(name)
          || (naming.isBareServiceSuffix(name) && naming.isServiceMethod(method))
      }
      return isServiceProperty(name, properties: properties, method: method)
    }
    if let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return isServiceProperty(name, properties: properties, method: method)
      }
      if let type = TypeNames.typeName(ofCallee: base), !TypeNames.isTypeLike(name) {
        // `Type.shared.method()`
        guard naming.singletonNames.contains(name), !naming.ignoredSingletonTypes.contains(type)
        else { return false }
        return naming.isServiceType(type) || naming.isServiceMethod(method)
      }
      return !TypeNames.isTypeLike(name) && naming.isServiceName(name)
    }
    if let type = TypeNames.constructedType(by: receiver) {
      return naming.isServiceType(type)
    }
    return false
  }

  /// A property (or local) is a service when its known type is one, or — type unknown — when
  /// its name says so. A type that is exactly a service suffix (an API client called `Client`)
  /// counts when the called `method` reads like data work (`client.post(…)`).
  func isServiceProperty(
    _ name: String, properties: [String: PropertyDeclaration], method: String? = nil
  ) -> Bool {
    if let property = properties[name] {
      if let type = property.inferredTypeName ?? index.environmentModelType(of: property) {
        if naming.isServiceType(type) { return true }
        guard let method, naming.isBareServiceSuffix(type), !isDataModel(type) else {
          return false
        }
        return naming.isServiceMethod(method)
      }
    }
    return naming.isServiceName(name)
  }

  /// A value type or a SwiftData `@Model` the project declares: a `Client` record, not an API
  /// client.
  private func isDataModel(_ type: String) -> Bool {
    index.valueTypes.contains(type)
      || (index.declarations[type] ?? []).contains { $0.attributes.contains("Model") }
  }

  static func stripOptional(_ expression: ExprSyntax) -> ExprSyntax {
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return stripOptional(optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return stripOptional(forced.expression)
    }
    return expression
  }
}

extension ProjectIndex {
  /// All properties of a type by name (first declaration wins).
  func propertyMap(of type: String) -> [String: PropertyDeclaration] {
    Dictionary(properties(of: type).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Views and view modifiers: the types whose code is "the view layer".
  func isViewLayer(_ name: String) -> Bool {
    isView(name)
      || (isHost(name)
        && (declarations[name] ?? []).contains { declaration in
          declaration.inheritedTypes.contains("ViewModifier")
        })
  }
}
