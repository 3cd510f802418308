/// How serious a finding is.
///
/// Severities are ordered: `note < warning < error`. The configured failure threshold
/// (``Configuration/failOn``) decides which of them make `flowline lint` exit with status 1.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
  /// Informational: shown, never fails a run unless the threshold is `note`.
  case note
  /// A likely data-flow problem. The default severity of most rules.
  case warning
  /// A problem a team has decided must block a merge.
  case error

  /// The rank used for ordering.
  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// The severity one step less serious (`error → warning → note`).
  public var lowered: Severity {
    switch self {
    case .error: .warning
    case .warning, .note: .note
    }
  }

  /// Orders severities from least to most serious.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }
}
