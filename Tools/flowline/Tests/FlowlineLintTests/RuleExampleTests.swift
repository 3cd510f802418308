import Foundation
import Testing

@testable import FlowlineLint

/// Every rule's example, as `flowline rules RULE-ID` and the SARIF help show it, is checked
/// against the rule itself: the bad code is reported by that rule, the good code is not.
@Suite("Rule examples")
struct RuleExampleTests {
  static let ruleIDs = RuleCatalog.descriptions.map(\.id)

  /// The default configuration, with the example's lower thresholds when it has some.
  private func configuration(for id: String, _ example: RuleExample) -> Configuration {
    var configuration = Configuration()
    if !example.thresholds.isEmpty {
      configuration.rules[id] = RuleSettings(
        options: example.thresholds.mapValues { .number(Double($0)) })
    }
    return configuration
  }

  @Test("the bad example is reported by its rule", arguments: ruleIDs)
  func badIsReported(id: String) async throws {
    let example = try #require(RuleCatalog.example(for: id), "\(id) has no example")
    let result = await lint(
      example.bad, path: "Example.swift", configuration: configuration(for: id, example))
    #expect(result.findings.contains { $0.ruleID == id }, "\(result.findings.map(\.message))")
  }

  @Test("the good example is not reported by its rule", arguments: ruleIDs)
  func goodIsClean(id: String) async throws {
    let example = try #require(RuleCatalog.example(for: id))
    let result = await lint(
      example.good, path: "Example.swift", configuration: configuration(for: id, example))
    #expect(!result.findings.contains { $0.ruleID == id }, "\(result.findings.map(\.message))")
  }

  @Test("examples are short and say what to do", arguments: ruleIDs)
  func shape(id: String) throws {
    let example = try #require(RuleCatalog.example(for: id))
    #expect(example.bad != example.good)
    for code in [example.bad, example.good] {
      #expect(code.split(separator: "\n").count <= 30)
      #expect(code.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
    #expect(example.advice.count > 80)
  }

  @Test("lowered thresholds are real options of their rule")
  func thresholdsAreOptions() throws {
    for rule in RuleCatalog.descriptions {
      let example = try #require(RuleCatalog.example(for: rule.id))
      for name in example.thresholds.keys {
        #expect(rule.options[name] != nil, "\(rule.id): \(name)")
      }
    }
  }
}
