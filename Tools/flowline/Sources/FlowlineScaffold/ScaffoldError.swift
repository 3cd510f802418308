/// Why a feature cannot be scaffolded with the given name or options.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with a feature name.
  public enum NameProblem: Equatable, Sendable {
    /// The name is empty.
    case empty
    /// The name contains a character other than an ASCII letter or digit.
    case invalidCharacter(Character, suggestion: String?)
    /// The name starts with a digit.
    case startsWithDigit
    /// The name starts with a lowercase letter.
    case notUpperCamelCase(suggestion: String?)
    /// The name is a Swift keyword.
    case keyword
    /// The name would shadow a type the generated code uses; the payload names its owner.
    case shadows(String)
  }

  /// The feature name is not usable.
  case invalidFeatureName(String, reason: NameProblem)
  /// A module name is not a Swift identifier; the payload says which option gave it.
  case invalidModuleName(String, option: String)
  /// The feature's module and its test module are the same.
  case testModuleIsFeatureModule(String)

  /// A message for the user, naming the problem and the fix.
  public var description: String {
    switch self {
    case .invalidFeatureName(let name, let reason):
      return Self.describe(name: name, reason)
    case .invalidModuleName(let name, let option):
      return
        "'\(name)' is not a valid module name for \(option): use a Swift identifier (letters, "
        + "digits and underscores, not starting with a digit, not a keyword)"
    case .testModuleIsFeatureModule(let name):
      return "the test module must differ from the feature's module ('\(name)')"
    }
  }

  private static func describe(name: String, _ reason: NameProblem) -> String {
    let rule = "a feature name is an UpperCamelCase Swift type name of ASCII letters and digits"
    switch reason {
    case .empty:
      return "the feature name is empty; \(rule), such as 'UserProfile'"
    case .invalidCharacter(let character, let suggestion):
      let shown = character == " " ? "a space" : "'\(character)'"
      return "'\(name)' is not a valid feature name: it contains \(shown); \(rule)"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .startsWithDigit:
      return "'\(name)' is not a valid feature name: it starts with a digit; \(rule)"
    case .notUpperCamelCase(let suggestion):
      return "'\(name)' is not a valid feature name: it must start with an uppercase letter"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .keyword:
      return "'\(name)' is not a valid feature name: it is a Swift keyword"
    case .shadows(let owner):
      return "'\(name)' is not a valid feature name: the generated code uses \(owner)'s "
        + "'\(name)', which the feature would shadow; choose a more specific name"
    }
  }
}
