import SwiftSyntax

/// A `@State` object the view only ever replaces whole with one it has just built.
extension StateHoldsReferenceRule {
  /// Whether the view `view` uses its `@State` property `name` (holding the class `type`) only
  /// to read members (`seed.urString`, `seed.ur.qrData`) and to replace it whole with an object
  /// it has just built — `seed = Seed()`, or `let fresh = Seed(); fresh.name = ""; self.seed =
  /// fresh` — and the class starts nothing that would keep the object up to date once made.
  /// `@State` sees every replacement, and nothing changes a stored object in place, so the
  /// view never shows stale data. A write through the property (`seed.name = …`), a method
  /// called on it, a binding (`$seed`), its storage (`_seed`), or handing the object on whole
  /// keeps it reported.
  static func isOnlyReplacedWhole(
    _ name: String, type: String, in view: String, index: ProjectIndex
  ) -> Bool {
    guard !ObservedObjectOwnedRule.updatesItself(type, index: index) else { return false }
    var replaced = false
    for declaration in index.declarations[view] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for token in group.memberBlock.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else {
          if case .dollarIdentifier(let text) = token.tokenKind, text == "$" + name {
            return false
          }
          continue
        }
        if text == "_" + name || text == "$" + name { return false }
        guard text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { continue }
        var use = ExprSyntax(reference)
        if let access = reference.parent?.as(MemberAccessExprSyntax.self),
          access.declName.id == reference.id
        {
          // `other.seed` is another value's member; `self.seed` is the property.
          guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
          else { continue }
          use = ExprSyntax(access)
        } else if isShadowed(reference, name: name) {
          continue
        }
        switch classify(use, type: type) {
        case .read: continue
        case .replacement: replaced = true
        case .other: return false
        }
      }
    }
    return replaced
  }

  private enum Use { case read, replacement, other }

  /// How one use of the property treats the object.
  private static func classify(_ use: ExprSyntax, type: String) -> Use {
    if let (lhs, rhs, isCompound) = assignment(around: Syntax(use)), lhs.id == use.id {
      return !isCompound && isFreshObject(rhs, of: type, before: use) ? .replacement : .other
    }
    // Climb the member chain read from the object (`seed.ur.qrData`, `seed?.hex`).
    var chain = Syntax(use)
    var members = 0
    while let parent = chain.parent {
      if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == chain.id {
        members += 1
      } else if !parent.is(OptionalChainingExprSyntax.self),
        !parent.is(ForceUnwrapExprSyntax.self)
      {
        break
      }
      chain = parent
    }
    guard members > 0 else { return .other }
    if let call = chain.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == chain.id
    {
      return .other
    }
    if chain.parent?.is(InOutExprSyntax.self) == true { return .other }
    if let (lhs, _, _) = assignment(around: chain), lhs.id == chain.id { return .other }
    return .read
  }

  /// The assignment `node` is a side of (`a = b` folded or not), if any.
  private static func assignment(around node: Syntax) -> (
    lhs: ExprSyntax, rhs: ExprSyntax, isCompound: Bool
  )? {
    if let parent = node.parent, let found = SyntaxQueries.assignment(parent) { return found }
    if let grandparent = node.parent?.parent { return SyntaxQueries.assignment(grandparent) }
    return nil
  }

  /// Whether `value` is a new object of `type`: a construction (`Seed()`, `try Seed(data)`), or
  /// a local bound to one earlier in the same function (`let fresh = Seed()`).
  private static func isFreshObject(_ value: ExprSyntax, of type: String, before use: ExprSyntax)
    -> Bool
  {
    let value = TypeNames.unwrapEffects(value)
    if TypeNames.constructedType(by: value) == type { return true }
    guard let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let body = outermostBlock(around: Syntax(use))
    else { return false }
    for token in body.tokens(viewMode: .sourceAccurate) where token.text == local {
      guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
        let binding = pattern.parent?.as(PatternBindingSyntax.self),
        let initial = binding.initializer?.value
      else { continue }
      return TypeNames.constructedType(by: TypeNames.unwrapEffects(initial)) == type
    }
    return false
  }

  /// The outermost code block of the member `node` is in (a method's or accessor's body).
  private static func outermostBlock(around node: Syntax) -> CodeBlockSyntax? {
    var found: CodeBlockSyntax?
    var current = node.parent
    while let node = current, !node.is(MemberBlockItemSyntax.self) {
      if let block = node.as(CodeBlockSyntax.self) { found = block }
      current = node.parent
    }
    return found
  }
}
