import Foundation
import Testing

@testable import FlowlineLint

@Suite("Baseline")
struct BaselineTests {
  private let original = """
    struct V: View {
      @State var count = 0
      @State var other = 0
      var body: some View { EmptyView() }
    }
    """

  @Test("fingerprints survive code inserted above the finding")
  func lineShift() async {
    let before = await lint(original)
    let shifted = await lint("import SwiftUI\n\n// A comment\n" + original)
    #expect(before.findings.map(\.fingerprint) == shifted.findings.map(\.fingerprint))
    #expect(before.findings.map(\.position.line) != shifted.findings.map(\.position.line))
    #expect(Baseline(findings: before.findings).filter(shifted.findings).isEmpty)
  }

  @Test("a new finding is not covered by the baseline")
  func newFinding() async {
    let before = await lint(original)
    let after = await lint(
      original.replacingOccurrences(of: "  var body", with: "  @State var third = 0\n  var body"))
    let fresh = Baseline(findings: before.findings).filter(after.findings)
    #expect(fresh.count == 1)
    #expect(fresh.first?.message.contains("third") == true)
  }

  @Test("matching counts duplicates: one entry absorbs one finding")
  func duplicates() {
    var finding = Finding(
      ruleID: "r", severity: .warning, message: "m", file: "a.swift",
      position: SourcePosition(line: 1, column: 1), symbol: "s")
    finding.fingerprint = "f"
    let baseline = Baseline(findings: [finding])
    #expect(baseline.filter([finding, finding]).count == 1)
  }

  @Test("baselines match on the file too")
  func otherFile() async {
    let a = await lint(original, path: "A.swift")
    let b = await lint(original, path: "B.swift")
    #expect(Baseline(findings: a.findings).filter(b.findings).count == 2)
  }

  @Test("write and read round-trip")
  func roundTrip() async throws {
    let result = await lint(original)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowline-baseline-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Baseline(findings: result.findings).write(to: url)
    let read = try Baseline.read(from: url)
    #expect(read.entries.count == 2)
    #expect(read.filter(result.findings).isEmpty)
  }
}
