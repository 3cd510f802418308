import Foundation
import Testing

@testable import FlowlineLint

/// Output for a real codebase: one finding per location, one line each, bounded notes, counts
/// per rule, skipped files reported.
@Suite("Presentation")
struct PresentationTests {
  private func finding(_ rule: String, line: Int, related: Int = 0) -> Finding {
    Finding(
      ruleID: rule, severity: .warning, message: "m", file: "A.swift",
      position: SourcePosition(line: line, column: 1), symbol: "s",
      related: (0..<related).map {
        RelatedLocation(
          file: "B.swift", position: SourcePosition(line: $0 + 1, column: 1), message: "r")
      })
  }

  @Test("one finding per location: the most specific rule wins, whatever the report order")
  func onePerLocation() {
    let kept = Linter.onePerLocation([
      finding("view-calls-service", line: 3), finding("body-side-effect", line: 3),
      finding("state-not-private", line: 5), finding("state-holds-reference", line: 5),
      finding("prop-drilling", line: 9),
    ])
    #expect(
      kept.map { "\($0.position.line) \($0.ruleID)" } == [
        "3 body-side-effect", "5 state-holds-reference", "9 prop-drilling",
      ])
  }

  @Test("a service call in body is reported once, as a body side effect")
  func noDoubleFinding() async {
    let result = await lint(
      """
      final class FilmService { func fetchAll(done: @escaping ([String]) -> Void) {} }
      struct A: View {
        let films: FilmService
        var body: some View {
          let _ = films.fetchAll { _ in }
          Text("x")
        }
      }
      """)
    #expect(result.findings.map(\.ruleID) == ["body-side-effect"])
  }

  @Test("messages are one line, and related notes are capped with a count of the rest")
  func tidy() {
    var item = finding("god-object", line: 1, related: 7)
    item.message = "calls `a\n    .b()`  twice\n"
    Linter.tidy(&item)
    #expect(item.related.count == Linter.maxRelated)
    #expect(item.message == "calls `a .b()`  twice (4 more related locations not listed)")
    #expect(!item.message.contains("\n"))
  }

  @Test("counts per rule, and files that are not UTF-8 are listed as skipped")
  func countsAndSkippedFiles() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowline-skip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: folder.appendingPathComponent("Latin1.swift"))
    try Data(
      "struct V: View {\n  @State var a = 0\n  @State var b = 0\n  var body: some View { EmptyView() }\n}\n"
        .utf8
    )
    .write(to: folder.appendingPathComponent("V.swift"))
    let result = try await Linter(configuration: Configuration()).lint(paths: [folder.path])
    #expect(result.countsByRule == ["state-not-private": 2])
    #expect(result.skippedFiles.count == 1)
    #expect(result.skippedFiles.first?.hasSuffix("Latin1.swift") == true)
  }

  @Test("Swift 5 mode constructs are not syntax errors")
  func swift5Mode() async {
    let result = await lint(
      """
      struct A: View {
        @Environment (\\.colorScheme) private var scheme
        var body: some View { EmptyView() }
      }
      """)
    #expect(result.findings.isEmpty)
  }
}
