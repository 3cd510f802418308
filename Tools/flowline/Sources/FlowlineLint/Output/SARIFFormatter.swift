import Foundation

/// Renders findings as a SARIF 2.1.0 log, the format code-scanning services ingest.
///
/// Each rule appears in `tool.driver.rules` with its summary, its explanation, a Markdown help
/// text with its bad and good examples, and a `helpUri` to its section of `Docs/Rules.md`;
/// each finding becomes a result with a `%SRCROOT%`-relative location, related locations, and its fingerprint under
/// `partialFingerprints`.
public enum SARIFFormatter {
  /// The tool version written into the log.
  public static let toolVersion = "0.1.0"

  /// The tool's home page, written as `informationUri`.
  public static let informationURI = "https://github.com/flowline/flowline"

  /// The page that documents every rule in full; a rule's `helpUri` is this page with the
  /// rule's identifier as its fragment (the page's `### \`rule-id\`` headings).
  public static let rulesDocumentationURI =
    informationURI + "/blob/main/Tools/flowline/Docs/Rules.md"

  /// The SARIF document, pretty-printed with sorted keys.
  public static func render(_ result: LintResult) -> String {
    let descriptions = RuleCatalog.descriptions
    let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
    let rules: [JSONValue] = descriptions.map { rule in
      .object([
        "id": .string(rule.id),
        "name": .string(rule.name.replacingOccurrences(of: " ", with: "")),
        "shortDescription": .object(["text": .string(rule.summary)]),
        "fullDescription": .object(["text": .string(rule.explanation)]),
        "help": .object([
          "text": .string(rule.explanation), "markdown": .string(helpMarkdown(rule)),
        ]),
        "helpUri": .string(rulesDocumentationURI + "#" + rule.id),
        "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
      ])
    }
    let results: [JSONValue] = result.findings.map { finding in
      var object: [String: JSONValue] = [
        "ruleId": .string(finding.ruleID),
        "level": .string(level(finding.severity)),
        "message": .object(["text": .string(finding.message)]),
        "locations": .array([location(finding.file, finding.position, message: nil)]),
        "partialFingerprints": .object(["flowline/v1": .string(finding.fingerprint)]),
      ]
      if let index = ruleIndex[finding.ruleID] { object["ruleIndex"] = .number(Double(index)) }
      if !finding.related.isEmpty {
        object["relatedLocations"] = .array(
          finding.related.enumerated().map { offset, related in
            var value = location(related.file, related.position, message: related.message)
            if case .object(var fields) = value {
              fields["id"] = .number(Double(offset))
              value = .object(fields)
            }
            return value
          })
      }
      return .object(object)
    }
    let log: JSONValue = .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object([
            "driver": .object([
              "name": .string("flowline"),
              "version": .string(toolVersion),
              "informationUri": .string(informationURI),
              "rules": .array(rules),
            ])
          ]),
          "originalUriBaseIds": .object([
            "%SRCROOT%": .object(["description": .object(["text": .string("The project root")])])
          ]),
          "results": .array(results),
        ])
      ]),
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(log) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A rule's help as Markdown: the explanation, then its example, bad and good, and the advice.
  static func helpMarkdown(_ rule: RuleDescription) -> String {
    var text = rule.explanation
    guard let example = RuleCatalog.example(for: rule.id) else { return text }
    text += "\n\nReported:\n\n```swift\n\(example.bad)\n```\n\nInstead:\n\n```swift\n"
    text += "\(example.good)\n```\n\n\(example.advice)"
    return text
  }

  /// A SARIF `uri`: a relative path percent-encoded as a URI reference, or a `file:` URI.
  static func uri(_ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: pathCharacters) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// The characters a path keeps as they are in a URI: RFC 3986 `pchar` and `/`, less `:` (a
  /// colon in a relative reference's first segment would read as a scheme).
  private static let pathCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/")

  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  private static func location(_ file: String, _ position: SourcePosition, message: String?)
    -> JSONValue
  {
    let physical: [String: JSONValue] = [
      "artifactLocation": .object(
        file.hasPrefix("/")
          ? ["uri": .string(uri(file))]
          : ["uri": .string(uri(file)), "uriBaseId": .string("%SRCROOT%")]),
      "region": .object([
        "startLine": .number(Double(position.line)),
        "startColumn": .number(Double(position.column)),
      ]),
    ]
    var location: [String: JSONValue] = ["physicalLocation": .object(physical)]
    if let message { location["message"] = .object(["text": .string(message)]) }
    return .object(location)
  }
}
