import SwiftSyntax

/// The `// flowline:disable…` comments of one file.
///
/// - `// flowline:disable:next rule-id [rule-id…]` silences those rules on the next line of code.
/// - `// flowline:disable:this rule-id` (at the end of a line) silences them on that line.
/// - `// flowline:disable rule-id` anywhere silences them in the whole file.
///
/// `all` stands for every rule. Text after ` -- ` is a free-form reason.
struct SuppressionDirectives: Sendable {
  private(set) var fileWide: Set<String> = []
  private(set) var byLine: [Int: Set<String>] = [:]
  /// The lines of `#if false` (or `#if 0`) branches: code that is never compiled.
  private(set) var inactiveLines: [ClosedRange<Int>] = []

  /// Whether `line` is in a branch that is never compiled (`#if false … #endif`): no finding
  /// there is reported.
  func isInactive(line: Int) -> Bool {
    inactiveLines.contains { $0.contains(line) }
  }

  /// Whether a finding of `ruleID` on `line` is silenced.
  func suppresses(_ ruleID: String, line: Int) -> Bool {
    if fileWide.contains(ruleID) || fileWide.contains("all") { return true }
    guard let rules = byLine[line] else { return false }
    return rules.contains(ruleID) || rules.contains("all")
  }

  /// Reads the directives of a file. Cheap when the file has none.
  static func scan(
    _ tree: SourceFileSyntax, source: String, converter: SourceLocationConverter
  ) -> SuppressionDirectives {
    var directives = SuppressionDirectives()
    if Self.mentionsNeverCompiledBranch(source) {
      for token in tree.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .poundIf || token.tokenKind == .poundElseif {
        guard let clause = token.parent?.as(IfConfigClauseSyntax.self),
          let condition = clause.condition?.trimmedDescription,
          condition == "false" || condition == "0"
        else { continue }
        let start = clause.startLocation(converter: converter).line
        let end = clause.endLocation(converter: converter).line
        directives.inactiveLines.append(start...end)
      }
    }
    guard source.contains("flowline:disable") else { return directives }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      for piece in token.leadingTrivia {
        guard let (kind, rules) = parse(piece) else { continue }
        switch kind {
        case .file: directives.fileWide.formUnion(rules)
        case .next, .this:
          let line = token.startLocation(converter: converter).line
          directives.byLine[line, default: []].formUnion(rules)
        }
      }
      for piece in token.trailingTrivia {
        guard let (kind, rules) = parse(piece) else { continue }
        switch kind {
        case .file: directives.fileWide.formUnion(rules)
        case .this:
          let line = token.startLocation(converter: converter).line
          directives.byLine[line, default: []].formUnion(rules)
        case .next:
          if let next = token.nextToken(viewMode: .sourceAccurate) {
            let line = next.startLocation(converter: converter).line
            directives.byLine[line, default: []].formUnion(rules)
          }
        }
      }
    }
    return directives
  }

  /// Whether the source has `#if false` or `#if 0`: one pass over its bytes, cheaper than two
  /// `String.contains` searches on every file.
  private static func mentionsNeverCompiledBranch(_ source: String) -> Bool {
    let patterns: [[UInt8]] = [Array("#if false".utf8), Array("#if 0".utf8)]
    var source = source
    return source.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "#") {
          for pattern in patterns where index + pattern.count <= bytes.count {
            if zip(pattern, bytes[index..<(index + pattern.count)]).allSatisfy({ $0 == $1 }) {
              return true
            }
          }
        }
        index += 1
      }
      return false
    }
  }

  private enum Kind { case file, next, this }

  private static func parse(_ piece: TriviaPiece) -> (Kind, Set<String>)? {
    let text: String
    switch piece {
    case .lineComment(let comment): text = String(comment.dropFirst(2))
    case .blockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
    default: return nil
    }
    var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })[...]
    guard let command = words.popFirst() else { return nil }
    let kind: Kind
    switch command {
    case "flowline:disable": kind = .file
    case "flowline:disable:next": kind = .next
    case "flowline:disable:this": kind = .this
    default: return nil
    }
    var rules: Set<String> = []
    for word in words {
      if word == "--" { break }
      guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { break }
      rules.insert(String(word))
    }
    return rules.isEmpty ? nil : (kind, rules)
  }
}
