/// Matches relative paths against the configuration's `excluded` glob patterns.
///
/// - A pattern without `/` matches any single path component: `Pods` skips every folder named
///   `Pods`, `*.generated.swift` skips every such file.
/// - A pattern with `/` is anchored at the root: `App/Legacy` skips that folder and everything
///   under it; `**` matches any number of folders (`**/Generated/**`).
/// - `*` matches within a component, `?` one character.
public struct PathMatcher: Sendable {
  private let patterns: [[Substring]]
  private let componentPatterns: [Substring]

  /// Creates a matcher from glob patterns.
  public init(patterns: [String]) {
    var anchored: [[Substring]] = []
    var components: [Substring] = []
    for pattern in patterns {
      var trimmed = Substring(pattern)
      while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
      while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
      guard !trimmed.isEmpty else { continue }
      if trimmed.contains("/") {
        anchored.append(trimmed.split(separator: "/", omittingEmptySubsequences: true))
      } else {
        components.append(trimmed)
      }
    }
    self.patterns = anchored
    self.componentPatterns = components
  }

  /// Whether a path relative to the root (with `/` separators) is excluded.
  public func matches(_ relativePath: String) -> Bool {
    let segments = relativePath.split(separator: "/", omittingEmptySubsequences: true)
    for pattern in componentPatterns where segments.contains(where: { Self.glob(pattern, $0) }) {
      return true
    }
    return patterns.contains { Self.matchPrefix($0[...], segments[...]) }
  }

  /// Whether the pattern matches the whole path or a leading folder of it.
  private static func matchPrefix(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let head = pattern.first else { return true }
    if head == "**" {
      let rest = pattern.dropFirst()
      var tail = path
      while true {
        if matchPrefix(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let segment = path.first, glob(head, segment) else { return false }
    return matchPrefix(pattern.dropFirst(), path.dropFirst())
  }

  /// Matches one path component against a pattern with `*` and `?`.
  static func glob(_ pattern: Substring, _ text: Substring) -> Bool {
    let p = Array(pattern.utf8)
    let t = Array(text.utf8)
    var pi = 0
    var ti = 0
    var star = -1
    var mark = 0
    while ti < t.count {
      if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == t[ti] {
        pi += 1
        ti += 1
      } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
        star = pi
        mark = ti
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
    return pi == p.count
  }
}
