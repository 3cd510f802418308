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

  @Test("every rule documents itself")
  func descriptions() {
    let ids = RuleCatalog.descriptions.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in RuleCatalog.descriptions {
      #expect(!rule.summary.isEmpty && rule.explanation.count > 200, "\(rule.id)")
    }
  }
}
