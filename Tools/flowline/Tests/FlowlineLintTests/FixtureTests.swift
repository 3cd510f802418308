import Testing

@testable import FlowlineLint

/// Runs every fixture project through all rules and compares the findings with the
/// `// expect:` markers: true-positive cases (`tp-…`) must report exactly the marked lines,
/// false-positive traps (`fp-…`) must report nothing that is not marked.
@Suite("Fixtures")
struct FixtureTests {
  @Test("fixture findings match the expect markers", arguments: Fixtures.cases())
  func fixture(_ name: String) async throws {
    let sources = try Fixtures.sources(name)
    let result = await lint(sources)
    let actual = result.findings.map { "\($0.file):\($0.position.line) \($0.ruleID)" }.sorted()
    let expected = Fixtures.expectations(sources)
    #expect(
      actual == expected,
      "\(result.findings.map { "\($0.file):\($0.position.line): \($0.message)" }.joined(separator: "\n"))"
    )
    if name.split(separator: "/").last?.hasPrefix("tp-") == true {
      let rule = String(name.split(separator: "/")[0])
      #expect(
        expected.contains { $0.hasSuffix(" \(rule)") }, "a true-positive case must expect its rule")
    }
  }

  @Test("every rule has true-positive and false-positive-trap fixtures")
  func coverage() {
    let cases = Fixtures.cases()
    for rule in RuleCatalog.descriptions.map(\.id) {
      #expect(cases.contains { $0.hasPrefix("\(rule)/tp-") }, "\(rule) has no tp- fixture")
      #expect(cases.contains { $0.hasPrefix("\(rule)/fp-") }, "\(rule) has no fp- fixture")
    }
  }
}
