/// The configuration of one rule: whether it runs, how serious its findings are, and its
/// options (thresholds, name lists).
public struct RuleSettings: Sendable, Hashable {
  /// Whether the rule runs.
  public var isEnabled: Bool
  /// The severity of the rule's findings; `nil` keeps the rule's default.
  public var severity: Severity?
  /// Rule-specific options, by name.
  public var options: [String: JSONValue]

  /// Creates settings.
  public init(isEnabled: Bool = true, severity: Severity? = nil, options: [String: JSONValue] = [:])
  {
    self.isEnabled = isEnabled
    self.severity = severity
    self.options = options
  }

  /// An integer option, or `fallback` when it is missing or not an integer.
  public func int(_ name: String, default fallback: Int) -> Int {
    options[name]?.intValue ?? fallback
  }

  /// A list-of-strings option, or `fallback` when it is missing.
  public func strings(_ name: String, default fallback: [String]) -> [String] {
    options[name]?.stringArray ?? fallback
  }
}
