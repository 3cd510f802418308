import SwiftSyntax

extension ViewCallsServiceRule {
  /// The receivers (as written) whose published state the view subscribes to with
  /// `.onReceive`: the base of a `publisher`, `objectWillChange` or `$property` member it hands
  /// over (`.onReceive(AppStore.shared.publisher.map { … })` → `AppStore.shared`).
  static func subscribedStores(in node: some SyntaxProtocol) -> Set<String> {
    var stores: Set<String> = []
    for token in node.tokens(viewMode: .sourceAccurate) where token.text == "onReceive" {
      guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        var expression = call.arguments.first?.expression
      else { continue }
      // Down the chain to the stream: `store.publisher.map { … }.removeDuplicates()`.
      while true {
        if let inner = expression.as(FunctionCallExprSyntax.self) {
          expression = inner.calledExpression
        } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
          let name = access.declName.baseName.text
          if name == "publisher" || name == "objectWillChange" || name.hasPrefix("$") {
            stores.insert(base.trimmedDescription)
            break
          }
          expression = base
        } else {
          break
        }
      }
    }
    return stores
  }

  /// Whether `call` (under `try` or `await`) is the one statement of a function declared to
  /// return something: its value is returned, not dropped. (A closure's one statement is
  /// taken as dropped: `Task { try? await store.send(…) }` keeps nothing.)
  static func isImplicitReturn(_ call: FunctionCallExprSyntax) -> Bool {
    guard
      let item = SyntaxQueries.effectWrapper(of: Syntax(call)).parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
    else { return false }
    guard let function = list.parent?.parent?.as(FunctionDeclSyntax.self),
      let result = function.signature.returnClause?.type.trimmedDescription
    else { return false }
    return result != "Void" && result != "()"
  }
}
