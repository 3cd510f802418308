import SwiftSyntax

extension ViewCallsServiceRule {
  /// Prefixes of a method that fills a cache ahead of use (`preloadNearbySheets(around:)`,
  /// `prefetchCovers()`).
  private static let warmUpPrefixes = ["preload", "prefetch", "precache", "warm"]

  /// Whether the service call `node` only warms the cache of the pictures the view shows: its
  /// result is dropped (a statement, `_ = try? await …`), and it either is a warm-up
  /// (`preload…`, `prefetch…`, `precache…`, `warm…`) on a receiver the view loads its pictures
  /// from, for nothing but what those loads name (`mediaLoads`: `service.preloadNearbySheets(
  /// around: time, from: storyboard)` beside `thumbnail = await service.thumbnail(for: time,
  /// from: storyboard)`), or it is made inside the view's own warm-up method named for
  /// pictures (`prefetchCovers()`, `preloadThumbnails()`); a call whose value a closure hands
  /// to such a dropped call (the fetch a cache runs on a miss, `{ try await
  /// session.data(from: url).0 }`) goes with it. Like `AsyncImage`'s cache, it
  /// brings in bytes the view's pictures are drawn from and hands nothing to the app's data.
  static func warmsPictureCache(_ node: Syntax, mediaLoads: [String: Set<String>]) -> Bool {
    guard let call = node.as(FunctionCallExprSyntax.self),
      SyntaxQueries.resultIsDropped(call) || feedsDroppedCall(call)
    else { return false }
    if let (receiver, method) = SyntaxQueries.methodCall(call), isWarmUp(method),
      let loaded = mediaLoads[receiver.trimmedDescription],
      identifiers(in: call.arguments).isSubset(of: loaded)
    {
      return true
    }
    guard let function = enclosingFunction(of: node), isWarmUp(function.name.text) else {
      return false
    }
    let name = function.name.text.lowercased()
    return mediaWords.contains { name.contains($0.lowercased()) }
  }

  /// The receivers (as written) of the view's service calls that load its pictures, each with
  /// the identifiers those calls' arguments name.
  static func mediaLoads(of found: [(node: Syntax, description: String, loadsMedia: Bool)])
    -> [String: Set<String>]
  {
    var loads: [String: Set<String>] = [:]
    for entry in found where entry.loadsMedia {
      guard let call = entry.node.as(FunctionCallExprSyntax.self),
        let (receiver, _) = SyntaxQueries.methodCall(call)
      else { continue }
      loads[receiver.trimmedDescription, default: []].formUnion(
        identifiers(in: call.arguments))
    }
    return loads
  }

  /// The identifiers the arguments' values name (not their labels).
  private static func identifiers(in arguments: LabeledExprListSyntax) -> Set<String> {
    var names: Set<String> = []
    for argument in arguments {
      for token in argument.expression.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind { names.insert(name) }
      }
    }
    return names
  }

  /// Whether `call`'s value is what a closure returns (its one expression, or a `return`), and
  /// that closure is an argument of a call whose own result is dropped.
  private static func feedsDroppedCall(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(MemberAccessExprSyntax.self)
    {
      node = parent
    }
    if let statement = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(statement) }
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let statements = item.parent?.as(CodeBlockItemListSyntax.self),
      let closure = statements.parent?.as(ClosureExprSyntax.self),
      statements.count == 1 || node.is(ReturnStmtSyntax.self)
    else { return false }
    var holder = closure.parent
    if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
    guard let owner = holder?.as(FunctionCallExprSyntax.self) else { return false }
    return SyntaxQueries.resultIsDropped(owner)
  }

  private static func isWarmUp(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return warmUpPrefixes.contains { lowered.hasPrefix($0) }
  }

  private static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
    var current = node.parent
    while let next = current {
      if let function = next.as(FunctionDeclSyntax.self) { return function }
      if next.is(MemberBlockItemSyntax.self) { return nil }
      current = next.parent
    }
    return nil
  }
}
