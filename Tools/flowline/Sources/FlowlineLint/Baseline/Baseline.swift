public import Foundation

/// A recorded set of accepted findings, so a team can adopt `flowline lint` on an existing
/// codebase and fail only on new findings.
///
/// Entries match findings by rule, file and fingerprint — never by line number — so code
/// moving up or down does not resurrect old findings. Matching counts duplicates: a baseline
/// with one entry absorbs one finding, and a second identical finding is new.
///
/// ```swift
/// let baseline = Baseline(findings: result.findings)
/// try baseline.write(to: URL(fileURLWithPath: ".flowline-baseline.json"))
/// let new = try Baseline.read(from: url).filter(result.findings)
/// ```
public struct Baseline: Sendable, Codable, Equatable {
  /// One accepted finding.
  public struct Entry: Sendable, Codable, Hashable {
    /// The rule identifier.
    public var rule: String
    /// The file, relative to the project root.
    public var file: String
    /// The finding's line-independent fingerprint.
    public var fingerprint: String
    /// The message when recorded, for humans reading the file.
    public var message: String

    /// Creates an entry.
    public init(rule: String, file: String, fingerprint: String, message: String) {
      self.rule = rule
      self.file = file
      self.fingerprint = fingerprint
      self.message = message
    }
  }

  /// The format version.
  public var version: Int
  /// The accepted findings.
  public var entries: [Entry]

  /// Records the given findings.
  public init(findings: [Finding]) {
    version = 1
    entries = findings.map {
      Entry(rule: $0.ruleID, file: $0.projectPath, fingerprint: $0.fingerprint, message: $0.message)
    }
  }

  /// The findings not covered by this baseline.
  public func filter(_ findings: [Finding]) -> [Finding] {
    var remaining: [Key: Int] = [:]
    for entry in entries {
      remaining[
        Key(rule: entry.rule, file: entry.file, fingerprint: entry.fingerprint), default: 0] += 1
    }
    return findings.filter { finding in
      let key = Key(
        rule: finding.ruleID, file: finding.projectPath, fingerprint: finding.fingerprint)
      guard let count = remaining[key], count > 0 else { return true }
      remaining[key] = count - 1
      return false
    }
  }

  private struct Key: Hashable {
    var rule: String
    var file: String
    var fingerprint: String
  }

  /// Reads a baseline file.
  ///
  /// - Throws: When the file cannot be read or is not a baseline.
  public static func read(from url: URL) throws -> Baseline {
    try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: url))
  }

  /// Writes the baseline as pretty-printed, stably ordered JSON.
  ///
  /// - Throws: When the file cannot be written.
  public func write(to url: URL) throws {
    var sorted = self
    sorted.entries.sort { ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try (encoder.encode(sorted) + Data("\n".utf8)).write(to: url)
  }
}
