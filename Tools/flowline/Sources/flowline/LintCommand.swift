import ArgumentParser
import FlowlineLint
import Foundation

/// `flowline lint [PATHS…]`.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report SwiftUI data-flow failure modes in Swift sources.",
    discussion: """
      Exit status: 0 when no finding reaches the failure severity, 1 when one does, 2 on usage \
      or configuration errors. Configuration is read from .flowline.json in the working \
      directory, or from --config.
      """)

  @Argument(help: "Files or directories to lint (default: the working directory).")
  var paths: [String] = []

  @Option(help: "Output format: xcode, json or sarif.")
  var format: String = "xcode"

  @Option(help: "Configuration file (default: ./.flowline.json when present).")
  var config: String?

  @Option(help: "Report only findings not recorded in this baseline file.")
  var baseline: String?

  @Option(help: "Record all current findings in this baseline file and exit 0.")
  var writeBaseline: String?

  @Option(help: "Lowest severity that fails the run: note, warning, error or never.")
  var failOn: String?

  @Option(help: "Run only these rules (comma-separated identifiers).")
  var only: String?

  @Option(help: "Skip these rules (comma-separated identifiers).")
  var disable: String?

  @Flag(help: "Do not print the summary line on standard error.")
  var quiet = false

  func run() async throws {
    guard let outputFormat = OutputFormat(rawValue: format) else {
      throw ValidationError("unknown format '\(format)'; use xcode, json or sarif")
    }
    var configuration = try loadConfiguration()
    try applyOverrides(to: &configuration)

    let linter = Linter(configuration: configuration)
    var result: LintResult
    do {
      result = try await linter.lint(paths: paths.isEmpty ? ["."] : paths)
    } catch let error as SourceDiscoveryError {
      throw ValidationError(error.description)
    }

    if let writeBaseline {
      try Baseline(findings: result.findings).write(to: URL(fileURLWithPath: writeBaseline))
      if !quiet {
        printError("flowline: recorded \(result.findings.count) findings in \(writeBaseline)")
      }
      return
    }
    var baselined = 0
    if let baseline {
      let recorded: Baseline
      do {
        recorded = try Baseline.read(from: URL(fileURLWithPath: baseline))
      } catch {
        throw ValidationError("cannot read baseline \(baseline): \(error)")
      }
      let before = result.findings.count
      result.findings = recorded.filter(result.findings)
      baselined = before - result.findings.count
      if baselined == 0, before > 0, !recorded.entries.isEmpty {
        printError(
          "flowline: warning: baseline \(baseline) matched none of the \(before) findings; its "
            + "paths are relative to the project root (the folder of .flowline.json or --config, "
            + "else the working directory): was it written from another folder?")
      }
    }
    if !result.skippedFiles.isEmpty {
      let shown = result.skippedFiles.prefix(3).joined(separator: ", ")
      let more = result.skippedFiles.count > 3 ? ", …" : ""
      printError(
        "flowline: warning: skipped \(result.skippedFiles.count) unreadable file"
          + "\(result.skippedFiles.count == 1 ? "" : "s") (not UTF-8 text): \(shown)\(more)")
    }
    if !result.filesInNoTarget.isEmpty, !quiet {
      let shown = result.filesInNoTarget.prefix(3).joined(separator: ", ")
      let more = result.filesInNoTarget.count > 3 ? ", …" : ""
      let count = result.filesInNoTarget.count
      printError(
        "flowline: note: \(count) file\(count == 1 ? "" : "s") in an Xcode project folder that no "
          + "target compiles \(count == 1 ? "was" : "were") not linted: \(shown)\(more)")
    }

    print(outputFormat.render(result), terminator: "")
    if !quiet { printError(summary(result, baselined: baselined)) }
    if let threshold = configuration.failOn,
      result.findings.contains(where: { $0.severity >= threshold })
    {
      throw ExitCode(1)
    }
  }

  private func loadConfiguration() throws -> Configuration {
    let fileManager = FileManager.default
    let path: String
    if let config {
      path = config
    } else {
      path = Configuration.defaultFileName
      guard fileManager.fileExists(atPath: path) else { return Configuration() }
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let data = fileManager.contents(atPath: url.path) else {
      throw ValidationError("cannot read configuration file \(path)")
    }
    do {
      let (configuration, warnings) = try Configuration.parse(
        data, rootDirectory: url.deletingLastPathComponent().path,
        knownRules: Set(RuleCatalog.descriptions.map(\.id)))
      for warning in warnings { printError("flowline: warning: \(path): \(warning)") }
      return configuration
    } catch let error as ConfigurationError {
      throw ValidationError("\(path): \(error.description)")
    }
  }

  private func applyOverrides(to configuration: inout Configuration) throws {
    let known = Set(RuleCatalog.descriptions.map(\.id))
    func ruleList(_ text: String) throws -> [String] {
      let ids = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      for id in ids where !known.contains(id) {
        throw ValidationError("unknown rule '\(id)'; run `flowline rules` for the list")
      }
      return ids
    }
    if let failOn {
      if failOn == "never" {
        configuration.failOn = nil
      } else if let severity = Severity(rawValue: failOn) {
        configuration.failOn = severity
      } else {
        throw ValidationError("--fail-on must be note, warning, error or never")
      }
    }
    if let only {
      let selected = Set(try ruleList(only))
      for id in known {
        configuration.rules[id, default: RuleSettings()].isEnabled = selected.contains(id)
      }
    }
    if let disable {
      for id in try ruleList(disable) {
        configuration.rules[id, default: RuleSettings()].isEnabled = false
      }
    }
  }

  private func summary(_ result: LintResult, baselined: Int) -> String {
    var text = "flowline: \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")"
    text += " in \(result.fileCount) file\(result.fileCount == 1 ? "" : "s")"
    var extras: [String] = []
    if result.suppressedCount > 0 { extras.append("\(result.suppressedCount) suppressed") }
    if baselined > 0 { extras.append("\(baselined) in baseline") }
    if !extras.isEmpty { text += " (" + extras.joined(separator: ", ") + ")" }
    let counts = result.countsByRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    if !counts.isEmpty {
      text += ": " + counts.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    return text
  }

  private func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
