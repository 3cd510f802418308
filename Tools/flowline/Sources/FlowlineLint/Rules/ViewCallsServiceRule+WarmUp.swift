import SwiftSyntax

extension ViewCallsServiceRule {
  /// Prefixes of a method that fills a cache ahead of use (`preloadNearbySheets(around:)`,
  /// `prefetchCovers()`).
  private static let warmUpPrefixes = ["preload", "prefetch", "precache", "warm"]

  /// Whether the service call `node` only warms the cache of the pictures the view shows: its
  /// result is dropped (a statement, `_ = try? await …`), and it either is a warm-up named for
  /// pictures (`preload…`, `prefetch…`, `precache…`, `warm…` with a picture word,
  /// ``namesPictures(_:)``) on a receiver the view loads its pictures from, naming something
  /// and only what those loads name (`mediaLoads`: `service.preloadNearbySheets(around: time,
  /// from: storyboard)` beside `thumbnail = await service.thumbnail(for: time, from:
  /// storyboard)`), or it is a load of pictures by name (``isPictureLoadByName(_:)``:
  /// `coverStore.coverData(…)`) made inside the view's own warm-up method named for pictures
  /// (`prefetchCovers()`, `preloadThumbnails()`); a call whose value a closure hands to such a
  /// dropped call (the fetch a cache runs on a miss, `{ try await session.data(from: url).0
  /// }`) goes with it. Like `AsyncImage`'s cache, it brings in bytes the view's pictures are
  /// drawn from and hands nothing to the app's data.
  static func warmsPictureCache(_ node: Syntax, mediaLoads: [String: Set<String>]) -> Bool {
    guard let call = node.as(FunctionCallExprSyntax.self) else { return false }
    if SyntaxQueries.resultIsDropped(call), let (receiver, method) = SyntaxQueries.methodCall(call),
      isWarmUp(method), namesPictures(method),
      let loaded = mediaLoads[receiver.trimmedDescription]
    {
      let named = identifiers(in: call.arguments)
      if !named.isEmpty, named.isSubset(of: loaded) { return true }
    }
    guard let function = enclosingFunction(of: node), isWarmUp(function.name.text),
      namesPictures(function.name.text)
    else { return false }
    if SyntaxQueries.resultIsDropped(call) { return isPictureLoadByName(call) }
    return feedsDroppedCall(call, where: isPictureLoadByName)
  }

  /// Whether `call` loads pictures by its name: a receiver or method named for pictures
  /// (`coverStore.coverData(…)`, `service.loadSheet(…)`), not one sending something away or
  /// changing it (`uploadAvatar`, `deletePhotos`, `saveCover`).
  private static func isPictureLoadByName(_ call: FunctionCallExprSyntax) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call) else { return false }
    let lowered = method.lowercased()
    guard !changingVerbs.contains(where: { lowered.hasPrefix($0) }) else { return false }
    return namesPictures(method) || namesPictures(receiver.trimmedDescription)
  }

  /// Verbs of calls that send something away (``sendingVerbs``) or change or keep the app's
  /// data: not a picture being loaded.
  private static let changingVerbs =
    sendingVerbs + ["save", "write", "sync", "update", "set", "store", "insert", "clear"]

  /// The words naming pictures: ``mediaWords``, a sprite `sheet`, a map `tile`.
  private static let pictureWords = Set(
    mediaWords.map { $0.lowercased() } + ["sheet", "sprite", "tile"])

  /// Whether `name` has a word naming pictures (``mediaWords``, or a sprite `sheet` or a map
  /// `tile`), singular or plural, split at capitals, `_` and `.`: `prefetchCovers`,
  /// `preload_thumbnails`, `coverStore` — not `discover` or `logout`.
  static func namesPictures(_ name: String) -> Bool {
    var words: [String] = []
    var current = ""
    for character in name {
      if character == "_" || character == "." || character.isUppercase {
        if !current.isEmpty { words.append(current) }
        current = character.isLetter ? String(character).lowercased() : ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.contains { word in
      pictureWords.contains(word)
        || (word.hasSuffix("s") && pictureWords.contains(String(word.dropLast())))
    }
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
  /// that closure is an argument of a call whose own result is dropped and that `holds`.
  private static func feedsDroppedCall(
    _ call: FunctionCallExprSyntax, where holds: (FunctionCallExprSyntax) -> Bool
  ) -> Bool {
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
    return SyntaxQueries.resultIsDropped(owner) && holds(owner)
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
