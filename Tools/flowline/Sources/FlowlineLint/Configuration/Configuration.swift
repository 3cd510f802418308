public import Foundation

/// Everything that tunes a lint run: which rules run and how serious they are, which paths
/// are skipped, the naming heuristics, and the severity that fails the run.
///
/// Read from `.flowline.json` at the project root:
///
/// ```json
/// {
///   "excluded": ["Pods", "**/Generated/**"],
///   "failOn": "warning",
///   "rules": {
///     "state-not-private": false,
///     "god-object": { "severity": "error", "minStoredProperties": 12 }
///   },
///   "naming": { "serviceTypeSuffixes": ["Service", "Repository", "Client", "API"] }
/// }
/// ```
public struct Configuration: Sendable {
  /// The conventional file name, looked up in the working directory.
  public static let defaultFileName = ".flowline.json"

  /// Glob patterns (relative to ``rootDirectory``) of files and folders to skip.
  public var excluded: [String]
  /// The lowest severity that makes a run fail (exit status 1); `nil` never fails.
  public var failOn: Severity?
  /// Per-rule settings, by rule identifier. Rules not listed run with their defaults.
  public var rules: [String: RuleSettings]
  /// The naming heuristics shared by the rules.
  public var naming: NamingConventions
  /// The directory that relative paths (exclusions, baseline entries) are resolved against.
  public var rootDirectory: String

  /// Creates a configuration.
  public init(
    excluded: [String] = [],
    failOn: Severity? = .warning,
    rules: [String: RuleSettings] = [:],
    naming: NamingConventions = .standard,
    rootDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.excluded = excluded
    self.failOn = failOn
    self.rules = rules
    self.naming = naming
    self.rootDirectory = rootDirectory
  }

  /// The settings of a rule, falling back to defaults.
  public func settings(for ruleID: String) -> RuleSettings {
    rules[ruleID] ?? RuleSettings()
  }

  /// The effective severity of a rule.
  public func severity(for rule: RuleDescription) -> Severity {
    settings(for: rule.id).severity ?? rule.defaultSeverity
  }
}

/// A problem in the configuration file.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
  /// What is wrong.
  public var description: String

  /// Creates an error.
  public init(_ description: String) {
    self.description = description
  }
}

extension Configuration {
  /// Parses a configuration from JSON data.
  ///
  /// - Parameters:
  ///   - data: The contents of a `.flowline.json` file.
  ///   - rootDirectory: The directory the file lives in.
  ///   - knownRules: The rule identifiers that exist, to reject typos.
  /// - Returns: The configuration and any warnings about ignored keys.
  /// - Throws: ``ConfigurationError`` when the JSON is malformed or a value has the wrong type.
  public static func parse(
    _ data: Data,
    rootDirectory: String,
    knownRules: Set<String>
  ) throws -> (Configuration, warnings: [String]) {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ConfigurationError("configuration is not valid JSON: \(error)")
    }
    guard case .object(let root) = value else {
      throw ConfigurationError("configuration must be a JSON object")
    }
    var configuration = Configuration(rootDirectory: rootDirectory)
    var warnings: [String] = []
    for (key, value) in root {
      switch key {
      case "excluded":
        guard let patterns = value.stringArray else {
          throw ConfigurationError("'excluded' must be an array of strings")
        }
        configuration.excluded = patterns
      case "failOn":
        guard case .string(let name) = value else {
          throw ConfigurationError("'failOn' must be a string")
        }
        if name == "never" {
          configuration.failOn = nil
        } else if let severity = Severity(rawValue: name) {
          configuration.failOn = severity
        } else {
          throw ConfigurationError("'failOn' must be one of note, warning, error, never")
        }
      case "rules":
        guard case .object(let rules) = value else {
          throw ConfigurationError("'rules' must be an object keyed by rule id")
        }
        for (ruleID, ruleValue) in rules {
          if !knownRules.contains(ruleID) {
            warnings.append("unknown rule '\(ruleID)' in configuration")
          }
          configuration.rules[ruleID] = try parseRule(ruleID, ruleValue)
        }
      case "naming":
        do {
          let data = try JSONEncoder().encode(value)
          configuration.naming = try JSONDecoder().decode(NamingOverrides.self, from: data)
            .applied(to: .standard)
        } catch {
          throw ConfigurationError("'naming' must map heuristic names to arrays of strings")
        }
      default:
        warnings.append("unknown configuration key '\(key)'")
      }
    }
    return (configuration, warnings)
  }

  private static func parseRule(_ ruleID: String, _ value: JSONValue) throws -> RuleSettings {
    switch value {
    case .bool(let enabled):
      return RuleSettings(isEnabled: enabled)
    case .string(let name):
      if name == "off" { return RuleSettings(isEnabled: false) }
      guard let severity = Severity(rawValue: name) else {
        throw ConfigurationError("rule '\(ruleID)': unknown severity '\(name)'")
      }
      return RuleSettings(severity: severity)
    case .object(var fields):
      var settings = RuleSettings()
      if let enabled = fields.removeValue(forKey: "enabled") {
        guard case .bool(let flag) = enabled else {
          throw ConfigurationError("rule '\(ruleID)': 'enabled' must be true or false")
        }
        settings.isEnabled = flag
      }
      if let severity = fields.removeValue(forKey: "severity") {
        guard case .string(let name) = severity, let level = Severity(rawValue: name) else {
          throw ConfigurationError("rule '\(ruleID)': 'severity' must be note, warning or error")
        }
        settings.severity = level
      }
      settings.options = fields
      return settings
    default:
      throw ConfigurationError(
        "rule '\(ruleID)' must be true, false, a severity name, or an object")
    }
  }
}

/// The `"naming"` section: any subset of ``NamingConventions``'s lists.
private struct NamingOverrides: Decodable {
  var serviceTypeSuffixes: [String]?
  var serviceNameSuffixes: [String]?
  var useCaseTypeSuffixes: [String]?
  var singletonNames: [String]?
  var serviceMethodPrefixes: [String]?
  var knownServiceTypes: [String]?
  var ignoredSingletonTypes: [String]?
  var navigationTypeSuffixes: [String]?
  var navigationPropertyNames: [String]?
  var analyticsKeywords: [String]?
  var navigationVerbs: [String]?
  var feedbackWords: [String]?
  var navigationStateWords: [String]?

  func applied(to base: NamingConventions) -> NamingConventions {
    var naming = base
    naming.serviceTypeSuffixes = serviceTypeSuffixes ?? base.serviceTypeSuffixes
    naming.serviceNameSuffixes = serviceNameSuffixes ?? base.serviceNameSuffixes
    naming.useCaseTypeSuffixes = useCaseTypeSuffixes ?? base.useCaseTypeSuffixes
    naming.singletonNames = singletonNames ?? base.singletonNames
    naming.serviceMethodPrefixes = serviceMethodPrefixes ?? base.serviceMethodPrefixes
    naming.knownServiceTypes = knownServiceTypes ?? base.knownServiceTypes
    naming.ignoredSingletonTypes = ignoredSingletonTypes ?? base.ignoredSingletonTypes
    naming.navigationTypeSuffixes = navigationTypeSuffixes ?? base.navigationTypeSuffixes
    naming.navigationPropertyNames = navigationPropertyNames ?? base.navigationPropertyNames
    naming.analyticsKeywords = analyticsKeywords ?? base.analyticsKeywords
    naming.navigationVerbs = navigationVerbs ?? base.navigationVerbs
    naming.feedbackWords = feedbackWords ?? base.feedbackWords
    naming.navigationStateWords = navigationStateWords ?? base.navigationStateWords
    return naming
  }
}
