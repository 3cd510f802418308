/// How findings are made readable on a real codebase: one per location, one line each, a
/// bounded number of related notes.
extension Linter {
  /// Rules from the most specific failure mode to the most general. When several rules flag
  /// the same line, only the first in this order is kept.
  static let specificity: [String] = [
    "body-side-effect", "observed-object-owned", "state-holds-reference", "view-calls-service",
    "bidirectional-view-model", "prop-drilling", "environment-object-overuse", "god-object",
    "state-not-private", "parse-error",
  ]

  /// The most related locations shown under one finding; the rest are counted in its message.
  static let maxRelated = 3

  /// Keeps one finding per file and line: the one of the most specific rule (then the first
  /// reported).
  static func onePerLocation(_ findings: [Finding]) -> [Finding] {
    let rank = Dictionary(uniqueKeysWithValues: specificity.enumerated().map { ($1, $0) })
    var best: [String: (rank: Int, order: Int)] = [:]
    for (order, finding) in findings.enumerated() {
      let key = "\(finding.file):\(finding.position.line)"
      let candidate = (rank: rank[finding.ruleID] ?? specificity.count, order: order)
      if let current = best[key], (current.rank, current.order) <= (candidate.rank, candidate.order)
      {
        continue
      }
      best[key] = candidate
    }
    let keep = Set(best.values.map(\.order))
    return findings.enumerated().filter { keep.contains($0.offset) }.map(\.element)
  }

  /// Puts the message on one line and caps the related notes, saying how many were left out.
  static func tidy(_ finding: inout Finding) {
    finding.message = oneLine(finding.message)
    for index in finding.related.indices {
      finding.related[index].message = oneLine(finding.related[index].message)
    }
    if finding.related.count > maxRelated {
      let hidden = finding.related.count - maxRelated
      finding.related.removeLast(hidden)
      finding.message += " (\(hidden) more related location\(hidden == 1 ? "" : "s") not listed)"
    }
  }

  /// Collapses every run of whitespace that contains a line break into one space.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    var result = ""
    var pendingBreak = false
    var pendingSpace = ""
    for character in text {
      if character.isNewline {
        pendingBreak = true
      } else if character.isWhitespace {
        pendingSpace.append(character)
      } else {
        if pendingBreak {
          if !result.isEmpty { result.append(" ") }
        } else {
          result += pendingSpace
        }
        pendingBreak = false
        pendingSpace = ""
        result.append(character)
      }
    }
    return result
  }
}
