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

  /// A project linted from outside the working directory has absolute paths; what it reports
  /// must not depend on that (a single-module case: each file at the case's top level).
  @Test(
    "a case found by an absolute path reports what it reports by a relative one",
    arguments: Fixtures.cases())
  func absolutePaths(_ name: String) async throws {
    let sources = try Fixtures.sources(name)
    guard sources.allSatisfy({ !$0.displayPath.contains("/") }) else { return }
    let moved = sources.map {
      SourceInput(path: "/elsewhere/project/\($0.displayPath)", text: $0.text ?? "")
    }
    let here = await lint(sources).findings.map { "\($0.file):\($0.position.line) \($0.ruleID)" }
    let there = await lint(moved).findings.map {
      "\($0.file.dropFirst("/elsewhere/project/".count)):\($0.position.line) \($0.ruleID)"
    }
    #expect(here.sorted() == there.sorted())
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
