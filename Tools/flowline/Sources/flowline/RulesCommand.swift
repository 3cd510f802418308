import ArgumentParser
import FlowlineLint

/// `flowline rules [rule-id]`: lists the rules, or explains one.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the lint rules, or explain one with an example.",
    discussion: """
      With a rule identifier: what the rule reports and why, code it reports and the same \
      code written the way it asks, what to do, its options, and how to silence one finding.
      """)

  @Argument(help: "A rule identifier to explain.")
  var ruleID: String?

  func run() throws {
    if let ruleID {
      guard let rule = RuleCatalog.description(for: ruleID) else {
        throw ValidationError("unknown rule '\(ruleID)'; run `flowline rules` for the list")
      }
      print("\(rule.id) — \(rule.name) (default severity: \(rule.defaultSeverity.rawValue))\n")
      print(rule.summary + "\n")
      print(rule.explanation)
      if let example = RuleCatalog.example(for: rule.id) {
        print("\nReported:\n\n" + indented(example.bad))
        print("\nInstead:\n\n" + indented(example.good))
        print("\nWhat to do: " + example.advice)
      }
      if !rule.options.isEmpty {
        print("\nOptions (in .flowline.json, under \"rules\": { \"\(rule.id)\": { … } }):")
        for (name, value) in rule.options.sorted(by: { $0.key < $1.key }) {
          print("  \(name): \(value)")
        }
      }
      print(
        "\nTo silence one finding: // flowline:disable:next \(rule.id) -- the reason")
      return
    }
    let width = RuleCatalog.descriptions.map(\.id.count).max() ?? 0
    for rule in RuleCatalog.descriptions {
      let padding = String(repeating: " ", count: width - rule.id.count)
      print("\(rule.id)\(padding)  \(rule.defaultSeverity.rawValue.padding(7))  \(rule.summary)")
    }
  }
}

/// Code indented by four spaces, to stand apart from the prose around it.
private func indented(_ code: String) -> String {
  code.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
