import FlowlineLint
import Foundation
import Testing

/// End-to-end checks of the `flowline` executable built next to the test bundle: exit codes,
/// formats and the baseline workflow. Skipped when the executable has not been built.
@Suite("Command line", .enabled(if: CommandLine.flowlineExecutable != nil))
struct CommandLineTests {
  private let project: URL

  init() throws {
    project = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowline-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
  }

  private func write(_ path: String, _ text: String) throws {
    let url = project.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func run(_ arguments: [String], in folder: URL? = nil) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = CommandLine.flowlineExecutable
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? project
    let pipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = pipe
    process.standardError = errorPipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  private let dirty =
    "struct V: View {\n  @State var count = 0\n  var body: some View { EmptyView() }\n}\n"
  private let clean =
    "struct V: View {\n  @State private var count = 0\n  var body: some View { EmptyView() }\n}\n"

  @Test("exit 0 when clean, 1 with findings, 2 on usage errors")
  func exitCodes() throws {
    defer { try? FileManager.default.removeItem(at: project) }
    try write("Sources/V.swift", clean)
    #expect(try run(["lint"]).status == 0)
    try write("Sources/V.swift", dirty)
    let dirtyRun = try run(["lint"])
    #expect(dirtyRun.status == 1)
    #expect(dirtyRun.output.hasPrefix("Sources/V.swift:2:3: warning: "))
    #expect(try run(["lint", "--fail-on", "error"]).status == 0)
    #expect(try run(["lint", "--format", "yaml"]).status == 2)
    #expect(try run(["lint", "missing-folder"]).status == 2)
    #expect(try run(["lint", "--only", "no-such-rule"]).status == 2)
    try write(".flowline.json", #"{ "rules": { "state-not-private": false } }"#)
    #expect(try run(["lint"]).status == 0)
    try write(".flowline.json", "{ not json")
    #expect(try run(["lint"]).status == 2)
  }

  @Test("a baseline silences recorded findings and still fails on new ones")
  func baselineWorkflow() throws {
    defer { try? FileManager.default.removeItem(at: project) }
    try write("Sources/V.swift", dirty)
    #expect(try run(["lint", "--write-baseline", "baseline.json"]).status == 0)
    try write("Sources/V.swift", "// moved down\n\n" + dirty)
    #expect(try run(["lint", "--baseline", "baseline.json"]).status == 0)
    try write("Sources/W.swift", dirty.replacingOccurrences(of: "struct V", with: "struct W"))
    let run = try run(["lint", "--baseline", "baseline.json"])
    #expect(run.status == 1)
    #expect(run.output.contains("Sources/W.swift") && !run.output.contains("Sources/V.swift"))
  }

  @Test("the summary counts findings per rule; a baseline that matches nothing is a warning")
  func summaryAndBaselineWarning() throws {
    defer { try? FileManager.default.removeItem(at: project) }
    try write("App/Sources/V.swift", dirty)
    let app = project.appendingPathComponent("App")
    #expect(try run(["lint", "--write-baseline", "baseline.json"], in: app).status == 0)
    let plain = try run(["lint"], in: app)
    #expect(plain.errors.contains("1 finding in 1 file: state-not-private 1"))
    // Written from App/, read from its parent: the paths no longer match.
    let elsewhere = try run(["lint", "App", "--baseline", "App/baseline.json"])
    #expect(elsewhere.status == 1)
    #expect(elsewhere.errors.contains("matched none of the 1 findings"))
    #expect(
      !(try run(["lint", "--baseline", "baseline.json"], in: app).errors.contains("matched")))
  }

  @Test("json and sarif go to standard output")
  func formats() throws {
    defer { try? FileManager.default.removeItem(at: project) }
    try write("Sources/V.swift", dirty)
    let json = try run(["lint", "--format", "json"])
    #expect(json.output.contains("\"ruleID\" : \"state-not-private\""))
    let sarif = try run(["lint", "--format", "sarif"])
    #expect(sarif.output.contains("\"version\" : \"2.1.0\""))
  }
}

/// `flowline rules RULE-ID` for every rule: the explanation, the example and the advice.
@Suite("flowline rules", .enabled(if: CommandLine.flowlineExecutable != nil))
struct RulesCommandTests {
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = CommandLine.flowlineExecutable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// `code` as `flowline rules` prints it: every line indented by four spaces.
  private func indented(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }

  @Test(
    "explains each rule with a bad and a good example and what to do",
    arguments: RuleCatalog.descriptions.map(\.id))
  func explains(id: String) throws {
    let rule = try #require(RuleCatalog.description(for: id))
    let example = try #require(RuleCatalog.example(for: id))
    let run = try run(["rules", id])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("\(id) — \(rule.name)"))
    #expect(run.output.contains(rule.explanation))
    let reported = try #require(run.output.range(of: "\nReported:\n\n" + indented(example.bad)))
    let instead = try #require(run.output.range(of: "\nInstead:\n\n" + indented(example.good)))
    let advice = try #require(run.output.range(of: "\nWhat to do: " + example.advice))
    #expect(reported.upperBound <= instead.lowerBound && instead.upperBound <= advice.lowerBound)
    #expect(run.output.contains("flowline:disable:next \(id)"))
    for name in rule.options.keys { #expect(run.output.contains("  \(name): ")) }
  }

  @Test("lists every rule; an unknown rule is a usage error")
  func listAndUnknown() throws {
    let list = try run(["rules"])
    #expect(list.status == 0)
    let lines = list.output.split(separator: "\n")
    #expect(lines.count == RuleCatalog.descriptions.count)
    for (line, rule) in zip(lines, RuleCatalog.descriptions) {
      #expect(line.hasPrefix(rule.id + " "))
    }
    #expect(try run(["rules", "no-such-rule"]).status == 2)
  }
}

extension CommandLine {
  /// The `flowline` executable in the build folder, when it exists.
  static var flowlineExecutable: URL? {
    let folder = Bundle.module.bundleURL.deletingLastPathComponent()
    let candidates = [
      folder.appendingPathComponent("flowline"),
      folder.deletingLastPathComponent().appendingPathComponent("flowline"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
