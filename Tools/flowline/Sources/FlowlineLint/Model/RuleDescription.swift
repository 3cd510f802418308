/// The documentation of one rule: its stable identifier, what it finds, and the pattern that
/// fixes it.
public struct RuleDescription: Sendable, Hashable {
  /// The stable identifier used in output, configuration and suppression comments.
  public var id: String
  /// A short title.
  public var name: String
  /// A one-line summary.
  public var summary: String
  /// A paragraph explaining why the pattern hurts and which pattern fixes it, citing the
  /// design documents.
  public var explanation: String
  /// The severity used when the configuration does not name one.
  public var defaultSeverity: Severity
  /// The tunable options of the rule and their default values, for documentation.
  public var options: [String: String]

  /// Creates a rule description.
  public init(
    id: String,
    name: String,
    summary: String,
    explanation: String,
    defaultSeverity: Severity = .warning,
    options: [String: String] = [:]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.explanation = explanation
    self.defaultSeverity = defaultSeverity
    self.options = options
  }
}
