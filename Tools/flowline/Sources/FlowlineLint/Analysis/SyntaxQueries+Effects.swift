import SwiftSyntax

extension SyntaxQueries {
  /// The stored name a receiver reads directly: `x`, `self.x` or `self?.x` → `x`; anything
  /// longer → nil.
  static func directProperty(_ receiver: ExprSyntax) -> String? {
    let receiver = ServiceClassifier.stripOptional(TypeNames.unwrapEffects(receiver))
    if let reference = receiver.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name == "self" || TypeNames.isTypeLike(name) ? nil : name
    }
    // `self.x`, and `self?.x` in a closure holding `self` weakly.
    if let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base,
      ServiceClassifier.stripOptional(base).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
        == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The stored name an lvalue writes through: `x`, `self.x`, `x.y`, `x[0]`, `self.x?.y` → `x`.
  /// Stops at calls (the result of a call is a temporary), so it is linear in the chain.
  static func storageRoot(of lvalue: ExprSyntax) -> String? {
    guard let root = rootIdentifier(of: lvalue), !TypeNames.isTypeLike(root.name),
      root.name != "self"
    else { return nil }
    return root.name.hasPrefix("_") ? String(root.name.dropFirst()) : root.name
  }

  /// The outermost of the `try` and `await` expressions wrapping `node` (`try? await call`),
  /// or `node` itself: where its value goes is this node's parent.
  static func effectWrapper(of node: Syntax) -> Syntax {
    var current = node
    while let parent = current.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      current = parent
    }
    return current
  }

  /// Whether a call is the operand of `await` (through `try`, `!`, `?`).
  static func isAwaited(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    for _ in 0..<4 {
      guard let node = current else { return false }
      if node.is(AwaitExprSyntax.self) { return true }
      guard
        node.is(TryExprSyntax.self) || node.is(ForceUnwrapExprSyntax.self)
          || node.is(OptionalChainingExprSyntax.self)
      else { return false }
      current = node.parent
    }
    return false
  }

  /// Whether a call's result is waited for: it is awaited, or it is the asynchronous sequence
  /// a `for await` loop iterates (`for await code in scanner.results() { … }`).
  static func isAwaitedOrIterated(_ call: FunctionCallExprSyntax) -> Bool {
    if isAwaited(call) { return true }
    guard let loop = call.parent?.as(ForStmtSyntax.self), loop.awaitKeyword != nil else {
      return false
    }
    return loop.sequence.id == ExprSyntax(call).id
  }

  /// Whether a call passes a closure (a completion handler) or has a trailing closure.
  static func passesClosure(_ call: FunctionCallExprSyntax) -> Bool {
    call.trailingClosure != nil
      || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
  }

  /// The use a reference to a name makes of the code's own value: the reference itself when
  /// it is bare (`model`), its `self.model` member access when `throughSelf`, or `nil` when it
  /// names another value's member (`other.model`), or `self`'s when not `throughSelf`.
  static func ownUse(of reference: DeclReferenceExprSyntax, throughSelf: Bool) -> ExprSyntax? {
    guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    else { return ExprSyntax(reference) }
    guard throughSelf,
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return ExprSyntax(member)
  }
}
