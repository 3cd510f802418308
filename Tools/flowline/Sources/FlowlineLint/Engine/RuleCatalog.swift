/// The list of every rule `flowline lint` knows.
public enum RuleCatalog {
  /// The pseudo-rule under which syntax errors are reported as notes.
  public static let parseError = RuleDescription(
    id: "parse-error",
    name: "Parse error",
    summary: "The file has syntax errors; it was still checked, but findings may be incomplete.",
    explanation: """
      flowline parses every file with SwiftParser, which recovers from errors and keeps the \
      usable part of the tree. The rules still run on that tree; this note tells you that \
      some code could not be understood, so a finding may be missing or misplaced. Files are \
      parsed in Swift 5 mode; a division after a keyword-named member (`usage.internal / 2`), \
      which the parser would take for a bare-slash regex, is not an error.
      """,
    defaultSeverity: .note)

  static let fileRules: [any FileRule.Type] = [
    ObservedObjectOwnedRule.self,
    StateNotPrivateRule.self,
    StateHoldsReferenceRule.self,
    BodySideEffectRule.self,
    BidirectionalViewModelRule.self,
    ViewCallsServiceRule.self,
  ]

  static let projectRules: [any ProjectRule.Type] = [
    PropDrillingRule.self,
    GodObjectRule.self,
    EnvironmentObjectOveruseRule.self,
  ]

  /// The documentation of every rule, in a stable order.
  public static var descriptions: [RuleDescription] {
    [
      PropDrillingRule.description, GodObjectRule.description,
      ObservedObjectOwnedRule.description, StateNotPrivateRule.description,
      StateHoldsReferenceRule.description, BodySideEffectRule.description,
      BidirectionalViewModelRule.description, ViewCallsServiceRule.description,
      EnvironmentObjectOveruseRule.description, parseError,
    ]
  }

  /// The documentation of a rule by identifier.
  public static func description(for id: String) -> RuleDescription? {
    descriptions.first { $0.id == id }
  }
}
