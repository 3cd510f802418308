/// A place in a source file, one-based.
public struct SourcePosition: Sendable, Hashable, Codable {
  /// The one-based line.
  public var line: Int
  /// The one-based column, counted in UTF-8 bytes like the compiler's diagnostics.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A secondary location that explains a finding (a reader of a God object, a view in a
/// prop-drilling chain).
public struct RelatedLocation: Sendable, Hashable, Codable {
  /// The file, as displayed.
  public var file: String
  /// Where in the file.
  public var position: SourcePosition
  /// What this location is.
  public var message: String

  /// Creates a related location.
  public init(file: String, position: SourcePosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }
}

/// One problem reported by a rule.
///
/// ```swift
/// let finding = Finding(
///   ruleID: "state-not-private", severity: .warning,
///   message: "@State property 'count' should be private",
///   file: "Sources/App/CounterView.swift", position: SourcePosition(line: 3, column: 3),
///   symbol: "CounterView.count")
/// ```
public struct Finding: Sendable, Hashable, Codable {
  /// The stable rule identifier, for example `prop-drilling`.
  public var ruleID: String
  /// How serious the finding is, after configuration.
  public var severity: Severity
  /// A one-line, human-readable explanation.
  public var message: String
  /// The file, as displayed (relative to the working directory when possible).
  public var file: String
  /// The file relative to the project root (the configuration's directory), used by baselines
  /// so they do not depend on the directory `flowline` runs from.
  public var projectPath: String
  /// Where the finding is anchored.
  public var position: SourcePosition
  /// A line-independent name for what the finding is about (`FilmListView.selection`), used by
  /// the baseline fingerprint so that findings survive unrelated edits above them.
  public var symbol: String
  /// A fingerprint that identifies the finding across line shifts; filled in by the linter.
  public var fingerprint: String
  /// Secondary locations.
  public var related: [RelatedLocation]

  /// Creates a finding. The fingerprint is computed later by the ``Linter``.
  public init(
    ruleID: String,
    severity: Severity,
    message: String,
    file: String,
    position: SourcePosition,
    symbol: String,
    related: [RelatedLocation] = []
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.file = file
    self.projectPath = file
    self.position = position
    self.symbol = symbol
    self.fingerprint = ""
    self.related = related
  }
}
