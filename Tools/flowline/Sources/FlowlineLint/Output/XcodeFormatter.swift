/// Renders findings as compiler diagnostics: `path:line:col: warning: message [rule-id]`.
public enum XcodeFormatter {
  /// One line per finding (related locations follow as `note:` lines), newline-terminated.
  public static func render(_ result: LintResult) -> String {
    var output = ""
    for finding in result.findings {
      output += "\(finding.file):\(finding.position.line):\(finding.position.column): "
      output += "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
      for related in finding.related {
        output += "\(related.file):\(related.position.line):\(related.position.column): "
        output += "note: \(related.message) [\(finding.ruleID)]\n"
      }
    }
    return output
  }
}
