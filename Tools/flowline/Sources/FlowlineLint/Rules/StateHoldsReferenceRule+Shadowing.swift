import SwiftSyntax

/// Which uses of a property's name are the property: a local of the same name (a pattern
/// binding, an `if let`/`guard let` from another value, a closure parameter, a `for` variable,
/// a `let`) hides the property in its scope.
extension StateHoldsReferenceRule {
  /// Whether `reference`, a bare use of `name`, names a local that hides the view's property
  /// `name` rather than the property. A local bound from the property itself (`if let name`,
  /// `if let name = name`, `guard let name = self.name`, `let name = self.name`, a `switch name`
  /// case binding) is the same object, so uses of it are uses of the property.
  static func isShadowed(_ reference: DeclReferenceExprSyntax, name: String) -> Bool {
    var child = Syntax(reference)
    while let parent = child.parent {
      // The member the use is in: the property's scope starts above it.
      if parent.is(MemberBlockItemSyntax.self) { return false }
      if let hidden = binding(of: name, in: parent, around: child) { return hidden }
      child = parent
    }
    return false
  }

  /// Whether `scope`, an ancestor of a use through its child `child`, binds `name` where the
  /// use sees it: `true` for a local hiding the property, `false` for one bound from the
  /// property, `nil` when `scope` binds nothing of that name there.
  private static func binding(of name: String, in scope: Syntax, around child: Syntax) -> Bool? {
    if let closure = scope.as(ClosureExprSyntax.self) {
      return SyntaxQueries.parameterNames(of: closure).contains(name) ? true : nil
    }
    if let forLoop = scope.as(ForStmtSyntax.self), child.id == forLoop.body.id {
      return binds(name, forLoop.pattern) ? true : nil
    }
    if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
      return binding(of: name, in: Array(ifExpression.conditions))
    }
    if let whileLoop = scope.as(WhileStmtSyntax.self), child.id == whileLoop.body.id {
      return binding(of: name, in: Array(whileLoop.conditions))
    }
    if let conditions = scope.as(ConditionElementListSyntax.self) {
      // `if let name = other, name.isReady`: the earlier conditions of the same list.
      return binding(of: name, in: Array(conditions.prefix { $0.id != child.id }))
    }
    if let switchCase = scope.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id,
      case .case(let label) = switchCase.label,
      label.caseItems.contains(where: { binds(name, $0.pattern) })
    {
      let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
      return !(subject.map { isProperty($0, name: name) } ?? false)
    }
    if let statements = scope.as(CodeBlockItemListSyntax.self) {
      // A `let` or `guard let` earlier in the same block, the nearest first.
      for item in statements.prefix(while: { $0.id != child.id }).reversed() {
        if let variable = item.item.as(VariableDeclSyntax.self) {
          for binding in variable.bindings.reversed() where binds(name, binding.pattern) {
            return !(binding.initializer.map { isProperty($0.value, name: name) } ?? false)
          }
        } else if let guardStatement = item.item.as(GuardStmtSyntax.self),
          let hidden = binding(of: name, in: Array(guardStatement.conditions))
        {
          return hidden
        }
      }
    }
    return nil
  }

  /// What a list of conditions binds `name` to, the last binding first.
  private static func binding(of name: String, in conditions: [ConditionElementSyntax]) -> Bool? {
    for condition in conditions.reversed() {
      switch condition.condition {
      case .optionalBinding(let binding) where binds(name, binding.pattern):
        // `if let name` unwraps the property itself.
        guard let initializer = binding.initializer else { return false }
        return !isProperty(initializer.value, name: name)
      case .matchingPattern(let match) where binds(name, match.pattern):
        return !isProperty(match.initializer.value, name: name)
      default: continue
      }
    }
    return nil
  }

  /// Whether a pattern binds `name` anywhere inside it (`let name`, `.ready(let name)`,
  /// `let (name, other)`, `case let .ready(name)`).
  private static func binds(_ name: String, _ pattern: some SyntaxProtocol) -> Bool {
    let finder = PatternNameFinder(name: name)
    finder.walk(pattern)
    return finder.found
  }

  /// Whether an expression is the property itself: `name` or `self.name`, unwrapped or not.
  private static func isProperty(_ expression: ExprSyntax, name: String) -> Bool {
    var current = expression
    while true {
      if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else if let chain = current.as(OptionalChainingExprSyntax.self) {
        current = chain.expression
      } else {
        break
      }
    }
    if let reference = current.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == name
    }
    if let member = current.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text == name
    }
    return false
  }
}

/// Finds `name` bound in a pattern: an identifier pattern, or a bare name under `let`/`var`
/// (`case let .ready(name)`).
private final class PatternNameFinder: SyntaxVisitor {
  let name: String
  private(set) var found = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if node.identifier.text == name { found = true }
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text == name, node.parent?.is(MemberAccessExprSyntax.self) != true,
      node.ancestorOrSelf(mapping: { $0.as(ValueBindingPatternSyntax.self) }) != nil
    {
      found = true
    }
    return .skipChildren
  }

  // A closure inside a pattern's expression binds for itself.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
