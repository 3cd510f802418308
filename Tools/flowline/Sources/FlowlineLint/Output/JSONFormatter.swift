import Foundation

/// Renders findings as a JSON document:
///
/// ```json
/// { "version": 1, "summary": { "files": 12, "findings": 1, … },
///   "findings": [ { "ruleID": "state-not-private", "severity": "warning", … } ] }
/// ```
public enum JSONFormatter {
  private struct Document: Encodable {
    var version = 1
    var summary: Summary
    var findings: [Finding]
  }

  private struct Summary: Encodable {
    var files: Int
    var lines: Int
    var findings: Int
    var errors: Int
    var warnings: Int
    var notes: Int
    var suppressed: Int
    var rules: [String: Int]
    var skippedFiles: [String]
    var filesInNoTarget: [String]
  }

  /// The JSON document, pretty-printed with sorted keys.
  public static func render(_ result: LintResult) -> String {
    let counts = Dictionary(grouping: result.findings, by: \.severity).mapValues(\.count)
    let document = Document(
      summary: Summary(
        files: result.fileCount, lines: result.lineCount, findings: result.findings.count,
        errors: counts[.error] ?? 0, warnings: counts[.warning] ?? 0, notes: counts[.note] ?? 0,
        suppressed: result.suppressedCount, rules: result.countsByRule,
        skippedFiles: result.skippedFiles, filesInNoTarget: result.filesInNoTarget),
      findings: result.findings)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
