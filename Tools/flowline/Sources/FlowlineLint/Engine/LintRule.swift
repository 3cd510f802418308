import SwiftSyntax

/// What every rule can consult besides the file it checks.
struct RuleContext: Sendable {
  let index: ProjectIndex
  let naming: NamingConventions
}

/// A rule: a stable identifier, its documentation, and configured settings.
protocol LintRule: Sendable {
  /// The rule's documentation and identifier.
  static var description: RuleDescription { get }
  /// The severity findings are reported with.
  var severity: Severity { get }
  /// Creates the rule from its configured settings.
  init(settings: RuleSettings, severity: Severity)
}

/// A rule that checks one file at a time (with the project index at hand). File rules run in
/// parallel.
protocol FileRule: LintRule {
  func check(_ file: LintFile, context: RuleContext) -> [Finding]
}

/// A rule that needs facts gathered from every file (prop-drilling chains, God-object readers).
protocol ProjectRule: LintRule {
  func check(_ facts: ProjectFacts, context: RuleContext) -> [Finding]
}

extension LintRule {
  /// Builds a finding anchored at a node.
  func finding(
    in file: LintFile, at node: some SyntaxProtocol, _ message: String, symbol: String,
    severity: Severity? = nil, related: [RelatedLocation] = []
  ) -> Finding {
    Finding(
      ruleID: Self.description.id, severity: severity ?? self.severity, message: message,
      file: file.displayPath, position: file.position(of: node), symbol: symbol, related: related)
  }
}
