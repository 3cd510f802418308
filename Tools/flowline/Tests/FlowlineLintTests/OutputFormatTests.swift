import Foundation
import Testing

@testable import FlowlineLint

@Suite("Output formats")
struct OutputFormatTests {
  private func result() async -> LintResult {
    await lint(
      """
      struct V: View {
        @State var count = 0
        var body: some View { EmptyView() }
      }
      """, path: "Sources/V.swift")
  }

  @Test("xcode: path:line:col: severity: message [rule-id]")
  func xcode() async {
    let output = OutputFormat.xcode.render(await result())
    #expect(output.hasPrefix("Sources/V.swift:2:3: warning: @State property 'count'"))
    #expect(output.hasSuffix("[state-not-private]\n"))
  }

  @Test("json: findings and a summary")
  func json() async throws {
    let output = OutputFormat.json.render(await result())
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let summary = object?["summary"] as? [String: Any]
    #expect(summary?["findings"] as? Int == 1)
    #expect(summary?["warnings"] as? Int == 1)
    let finding = (object?["findings"] as? [[String: Any]])?.first
    #expect(finding?["ruleID"] as? String == "state-not-private")
    #expect((finding?["fingerprint"] as? String)?.count == 16)
  }

  @Test("sarif: version 2.1.0, every rule described, results with locations and fingerprints")
  func sarif() async throws {
    let output = OutputFormat.sarif.render(await result())
    let log = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let run = (log?["runs"] as? [[String: Any]])?.first
    let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect((driver?["rules"] as? [Any])?.count == RuleCatalog.descriptions.count)
    let first = (run?["results"] as? [[String: Any]])?.first
    #expect(first?["ruleId"] as? String == "state-not-private")
    #expect(first?["level"] as? String == "warning")
    let location =
      (first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let region = location?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 2)
    #expect(output.contains("\"startLine\" : 2,") || output.contains("\"startLine\" : 2\n"))
    #expect((first?["partialFingerprints"] as? [String: String])?["flowline/v1"] != nil)
  }

  @Test("sarif: every rule has its metadata, help with its example, and a helpUri")
  func sarifRuleMetadata() async throws {
    let output = OutputFormat.sarif.render(await result())
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "flowline")
    #expect(driver["informationUri"] as? String == SARIFFormatter.informationURI)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == RuleCatalog.descriptions.map(\.id))
    for (rule, description) in zip(rules, RuleCatalog.descriptions) {
      let example = try #require(RuleCatalog.example(for: description.id))
      #expect(
        (rule["shortDescription"] as? [String: Any])?["text"] as? String == description.summary)
      #expect(
        (rule["fullDescription"] as? [String: Any])?["text"] as? String == description.explanation)
      let help = try #require(rule["help"] as? [String: String])
      #expect(help["text"] == description.explanation)
      #expect(help["markdown"]?.contains("```swift\n" + example.bad + "\n```") == true)
      #expect(help["markdown"]?.contains("```swift\n" + example.good + "\n```") == true)
      let helpURI = try #require(rule["helpUri"] as? String)
      #expect(helpURI == SARIFFormatter.rulesDocumentationURI + "#" + description.id)
      #expect(URL(string: helpURI) != nil)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(level == description.defaultSeverity.rawValue)
    }
    // Each result's ruleIndex points at its rule.
    for result in try #require(run["results"] as? [[String: Any]]) {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect((result["message"] as? [String: Any])?["text"] is String)
    }
  }

  @Test("sarif: locations are URI references, percent-encoded, relative to %SRCROOT%")
  func sarifURIs() async throws {
    let source =
      "struct V: View {\n  @State var count = 0\n  var body: some View { EmptyView() }\n}\n"
    let result = await lint(source, path: "My Views/Café View.swift")
    let output = OutputFormat.sarif.render(result)
    let log = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first
    let first = (run?["results"] as? [[String: Any]])?.first
    let physical =
      (first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let artifact = try #require(physical?["artifactLocation"] as? [String: String])
    #expect(artifact["uri"] == "My%20Views/Caf%C3%A9%20View.swift")
    #expect(artifact["uriBaseId"] == "%SRCROOT%")
    #expect(SARIFFormatter.uri("/tmp/a b.swift") == "file:///tmp/a%20b.swift")
  }

  @Test("every rule documents itself")
  func descriptions() {
    let ids = RuleCatalog.descriptions.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in RuleCatalog.descriptions {
      #expect(!rule.summary.isEmpty && rule.explanation.count > 200, "\(rule.id)")
    }
  }
}
