import ArgumentParser
import FlowlineLint

/// `flowline rules [rule-id]`: lists the rules, or explains one.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the lint rules, or explain one.")

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
      if !rule.options.isEmpty {
        print("\nOptions:")
        for (name, value) in rule.options.sorted(by: { $0.key < $1.key }) {
          print("  \(name): \(value)")
        }
      }
      return
    }
    let width = RuleCatalog.descriptions.map(\.id.count).max() ?? 0
    for rule in RuleCatalog.descriptions {
      let padding = String(repeating: " ", count: width - rule.id.count)
      print("\(rule.id)\(padding)  \(rule.defaultSeverity.rawValue.padding(7))  \(rule.summary)")
    }
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
