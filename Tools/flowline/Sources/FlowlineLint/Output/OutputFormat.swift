/// How findings are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// `path:line:col: warning: message [rule-id]`, understood by Xcode and most editors.
  case xcode
  /// A JSON document with every finding and a summary.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif

  /// Renders a lint result in this format.
  public func render(_ result: LintResult) -> String {
    switch self {
    case .xcode: XcodeFormatter.render(result)
    case .json: JSONFormatter.render(result)
    case .sarif: SARIFFormatter.render(result)
    }
  }
}
