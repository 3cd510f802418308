import SwiftSyntax

/// Reads an initializer's parameters and which stored property each parameter initializes.
enum InitializerScanner {
  /// Wrapper initializers whose first argument is the wrapped value.
  private static let wrapperTypes: Set<String> = [
    "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Environment",
  ]

  /// One parameter of an initializer or method, as callers see it.
  static func parameter(_ parameter: FunctionParameterSyntax) -> InitializerParameter {
    let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    let name = (parameter.secondName ?? parameter.firstName).text
    let function = TypeNames.functionType(of: parameter.type)
    let isViewBuilder =
      SyntaxQueries.attribute(named: "ViewBuilder", in: parameter.attributes)
      != nil || attributedTypeHasViewBuilder(parameter.type)
    return InitializerParameter(
      label: label, name: name, isViewBuilder: isViewBuilder, isClosure: function != nil,
      closureReturnType: function.flatMap { TypeNames.simpleName(of: $0.returnClause.type) },
      hasDefault: parameter.defaultValue != nil,
      isAutoclosure: TypeNames.isAutoclosure(parameter.type),
      closureArity: function?.parameters.count ?? 0)
  }

  static func scan(_ initializer: InitializerDeclSyntax) -> InitializerDeclaration {
    let parameters = initializer.signature.parameterClause.parameters.map(parameter)
    let names = Set(parameters.map(\.name))
    var assignments: [String: String] = [:]
    for statement in initializer.body?.statements ?? [] {
      guard let (lhs, rhs, isCompound) = SyntaxQueries.assignment(Syntax(statement.item)),
        !isCompound, let property = assignedProperty(lhs),
        let parameter = forwardedParameter(rhs), names.contains(parameter)
      else { continue }
      assignments[parameter] = property
    }
    return InitializerDeclaration(parameters: parameters, assignments: assignments)
  }

  private static func attributedTypeHasViewBuilder(_ type: TypeSyntax) -> Bool {
    guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
    return attributed.attributes.contains { element in
      if case .attribute(let attribute) = element {
        return TypeNames.simpleName(of: attribute.attributeName) == "ViewBuilder"
      }
      return false
    }
  }

  /// `self.x` → `x`, `_x` → `x`, `self._x` → `x`.
  private static func assignedProperty(_ lhs: ExprSyntax) -> String? {
    var name: String?
    if let member = lhs.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else if let reference = lhs.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    }
    guard let name else { return nil }
    return name.hasPrefix("_") ? String(name.dropFirst()) : name
  }

  /// `p` → `p`; `State(wrappedValue: p)` / `StateObject(wrappedValue: p)` → `p`.
  private static func forwardedParameter(_ rhs: ExprSyntax) -> String? {
    if let reference = rhs.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let call = rhs.as(FunctionCallExprSyntax.self),
      let type = TypeNames.typeName(ofCallee: call.calledExpression), wrapperTypes.contains(type),
      let first = call.arguments.first,
      let reference = first.expression.as(DeclReferenceExprSyntax.self)
    {
      return reference.baseName.text
    }
    return nil
  }
}
