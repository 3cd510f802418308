import Foundation
import Testing

@testable import FlowlineLint

/// Loads fixture cases: each folder under `Fixtures/<rule-id>/<case>/` is one project whose
/// files are linted together. A finding is expected on every line carrying a
/// `// expect: rule-id[, rule-id…]` marker, and nowhere else. Files that must not parse end in
/// `.swift-invalid` so that source formatters leave them alone.
enum Fixtures {
  /// The root of the copied fixture folder.
  static var root: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
  }

  /// `<rule-id>/<case>` for every fixture case.
  static func cases() -> [String] {
    let fileManager = FileManager.default
    var result: [String] = []
    let rules = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
    for rule in rules.sorted() {
      let folder = root.appendingPathComponent(rule)
      let cases = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in cases.sorted() where !name.hasSuffix(".swift") {
        result.append("\(rule)/\(name)")
      }
    }
    return result
  }

  /// The sources of one case, with paths relative to the case folder (subfolders included:
  /// each top-level subfolder is a module).
  static func sources(_ name: String) throws -> [SourceInput] {
    let folder = root.appendingPathComponent(name)
    let files = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".swift-invalid") }.sorted()
    return try files.map {
      SourceInput(
        path: $0,
        text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// `file:line rule-id` for every marker in the sources.
  static func expectations(_ sources: [SourceInput]) -> [String] {
    var result: [String] = []
    for source in sources {
      for (offset, line) in (source.text ?? "").split(
        separator: "\n", omittingEmptySubsequences: false
      ).enumerated() {
        guard let range = line.range(of: "// expect: ") else { continue }
        for rule in line[range.upperBound...].split(separator: ",") {
          result.append(
            "\(source.displayPath):\(offset + 1) \(rule.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return result.sorted()
  }
}

/// Lints in-memory sources with a configuration, as a whole project.
func lint(_ sources: [SourceInput], configuration: Configuration = Configuration()) async
  -> LintResult
{
  await Linter(configuration: configuration).lint(sources, isWholeProject: true)
}

/// Lints a single in-memory file.
func lint(
  _ text: String, path: String = "Test.swift", configuration: Configuration = Configuration()
)
  async -> LintResult
{
  await lint([SourceInput(path: path, text: text)], configuration: configuration)
}
