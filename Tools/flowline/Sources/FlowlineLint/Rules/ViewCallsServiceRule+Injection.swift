import SwiftSyntax

/// How `view-calls-service` recognises calls a view hands to the model it owns: closures given
/// to the initializer of an observable model the view makes and holds, which the model keeps
/// (dependency injection), run when the model decides, with its own loading and error state.
extension ViewCallsServiceRule {
  /// SwiftUI's wrappers a view holds a model it makes in.
  static let holdingWrappers: Set<String> = ["State", "StateObject"]

  /// Whether a service call (or reference) sits in a closure passed to the initializer of a
  /// project observable model (`ObservableObject` or `@Observable`) that the view holds
  /// (`@State private var feed = Feed(load: { try await Client.shared.items() })`, or through
  /// `State(initialValue:)` / `StateObject(wrappedValue:)`), where the model stores that
  /// closure: the view does not run the call, the model does.
  static func isInjectedIntoHeldModel(_ node: Syntax, index: ProjectIndex) -> Bool {
    var current = node.parent
    while let candidate = current {
      if candidate.is(MemberBlockItemSyntax.self) { return false }
      if let closure = candidate.as(ClosureExprSyntax.self),
        isStoredByHeldModel(closure, index: index)
      {
        return true
      }
      current = candidate.parent
    }
    return false
  }

  /// Whether a closure is a labelled argument of a held observable model's initializer whose
  /// parameter of that label is a function the initializer stores.
  private static func isStoredByHeldModel(_ closure: ClosureExprSyntax, index: ProjectIndex)
    -> Bool
  {
    guard let argument = closure.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let construction = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = TypeNames.typeName(ofCallee: construction.calledExpression),
      index.isObservable(type), isHeld(construction)
    else { return false }
    for declaration in index.declarations[type] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      for member in group.memberBlock.members {
        guard let initializer = member.decl.as(InitializerDeclSyntax.self),
          let body = initializer.body
        else { continue }
        for parameter in initializer.signature.parameterClause.parameters
        where parameter.firstName.text == label && TypeNames.isFunctionType(parameter.type) {
          let name = (parameter.secondName ?? parameter.firstName).text
          if storesParameter(name, in: body) { return true }
        }
      }
    }
    return false
  }

  /// Whether an unapplied method (`repository.deleteAll`) is handed to an observable model's
  /// initializer, directly (`SettingsModel(deleteAll: repository.deleteAll)`) or inside a value
  /// of the project's that the initializer takes (`SettingsModel(environment: .init(deleteAll:
  /// repository.deleteAll))`, `SettingsModel.Environment(…)`): the view injects a dependency,
  /// which the model calls; the view calls nothing.
  static func isHandedToModelInitializer(
    _ reference: MemberAccessExprSyntax, index: ProjectIndex
  ) -> Bool {
    var node = Syntax(reference)
    for _ in 0..<3 {
      guard let argument = node.parent?.as(LabeledExprSyntax.self),
        let construction = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        construction.calledExpression.id != node.id
      else { return false }
      node = Syntax(construction)
      // `.init(…)`: the value the enclosing initializer takes, whatever its type.
      if let member = construction.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil, member.declName.baseName.text == "init"
      {
        continue
      }
      guard let type = TypeNames.typeName(ofCallee: construction.calledExpression) else {
        return false
      }
      if index.isObservable(type), index.declaresOwnType(type) { return true }
      // A value of the project's (a dependencies struct, `SettingsModel.Environment`), itself
      // handed on; not a view, which keeps the method to call it.
      guard index.declaredSimpleNames.contains(type), !index.viewSimpleNames.contains(type)
      else { return false }
    }
    return false
  }

  /// Whether a construction is held by the view: a stored property's initial value, the value
  /// of a `State`/`StateObject` wrapper, or assigned to one of the view's properties.
  private static func isHeld(_ construction: FunctionCallExprSyntax) -> Bool {
    guard let parent = construction.parent else { return false }
    if parent.is(InitializerClauseSyntax.self) {
      return parent.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
    }
    if let wrapper = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
      parent.is(LabeledExprSyntax.self),
      let name = SyntaxQueries.calleeName(wrapper.calledExpression)
    {
      return holdingWrappers.contains(name)
    }
    let statement = parent.is(ExprListSyntax.self) ? parent.parent : parent
    guard let statement, let (lhs, rhs, _) = SyntaxQueries.assignment(statement),
      rhs.id == construction.id
    else { return false }
    return SyntaxQueries.directProperty(lhs) != nil
  }

  /// Whether an initializer body assigns a parameter to something (`self.load = load`).
  private static func storesParameter(_ name: String, in body: CodeBlockSyntax) -> Bool {
    body.statements.contains { item in
      guard let (_, rhs, isCompound) = SyntaxQueries.assignment(Syntax(item.item)), !isCompound
      else { return false }
      return rhs.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }
  }
}
