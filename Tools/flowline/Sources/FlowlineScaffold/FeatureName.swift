/// A validated feature name: an ASCII UpperCamelCase Swift identifier that the generated code
/// can use as a type name and as the prefix of its companion types.
///
/// ```swift
/// let name = try FeatureName("UserProfile")
/// name.title  // "User Profile"
/// ```
public struct FeatureName: Hashable, Sendable, CustomStringConvertible {
  /// The name as typed: `UserProfile`.
  public let rawValue: String

  /// Validates a feature name.
  ///
  /// A name must start with an uppercase ASCII letter and contain only ASCII letters and
  /// digits (no underscores, no spaces), must not be a Swift keyword, and must not shadow a type
  /// the generated code uses (`Store`, `View`, `Result`…).
  ///
  /// - Parameter rawValue: The name the user typed.
  /// - Throws: ``ScaffoldError`` saying what is wrong and, where it can, what to type instead.
  public init(_ rawValue: String) throws(ScaffoldError) {
    guard !rawValue.isEmpty else { throw .invalidFeatureName(rawValue, reason: .empty) }
    let scalars = rawValue.unicodeScalars
    if let bad = scalars.first(where: { !$0.isASCIILetterOrDigit }) {
      let suggestion = Self.suggestion(for: rawValue)
      throw .invalidFeatureName(
        rawValue, reason: .invalidCharacter(Character(bad), suggestion: suggestion))
    }
    let first = scalars.first!
    if first.isASCIIDigit {
      throw .invalidFeatureName(rawValue, reason: .startsWithDigit)
    }
    if !first.isASCIIUppercase {
      throw .invalidFeatureName(
        rawValue, reason: .notUpperCamelCase(suggestion: Self.suggestion(for: rawValue)))
    }
    if Self.keywords.contains(rawValue) {
      throw .invalidFeatureName(rawValue, reason: .keyword)
    }
    if let owner = Self.reservedNames[rawValue] {
      throw .invalidFeatureName(rawValue, reason: .shadows(owner))
    }
    self.rawValue = rawValue
  }

  /// The name as typed.
  public var description: String { rawValue }

  /// The name split into words, for titles shown to the user: `UserProfile` → `User Profile`,
  /// `URLList` → `URL List`.
  public var title: String {
    let characters = Array(rawValue)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) {
          result.append(" ")
        }
      }
      result.append(character)
    }
    return result
  }

  /// An UpperCamelCase spelling of an invalid name, when joining its words gives a valid one:
  /// `user_profile`, `user-profile` and `user profile` → `UserProfile`. Other characters are
  /// never dropped or replaced.
  static func suggestion(for text: String) -> String? {
    let words = text.split(whereSeparator: { "_- .".contains($0) })
    let candidate = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard candidate != text, (try? FeatureName(candidate)) != nil else { return nil }
    return candidate
  }

  /// Keywords that an UpperCamelCase name could collide with (`Type` and `Protocol` only in
  /// `Feature.Type`, where a nested type of that name would be shadowed).
  static let keywords: Set<String> = ["Any", "Self", "Type", "Protocol"]

  /// Names of types the generated code refers to, with the module that declares them: a feature
  /// of that name would shadow them and the generated code would not compile.
  static let reservedNames: [String: String] = {
    var names: [String: String] = [:]
    for name in [
      "Feature", "FeatureEffect", "Store", "StoreTask", "Send", "Loadable", "LoadingError",
      "DependencyValues", "Flowline",
    ] {
      names[name] = "Flowline"
    }
    for name in ["FeatureHarness", "FlowlineTesting"] {
      names[name] = "FlowlineTesting"
    }
    for name in [
      "View", "List", "Section", "Text", "Button", "ForEach", "ProgressView", "SwiftUI",
      "FlowlineSwiftUI", "Preview",
    ] {
      names[name] = "SwiftUI"
    }
    for name in ["Testing", "Test", "Suite"] {
      names[name] = "Swift Testing"
    }
    for name in [
      "String", "Int", "Bool", "Array", "Optional", "Result", "Error", "Never", "Sendable",
      "Equatable", "Hashable", "Identifiable", "MainActor", "Task", "Character", "Swift",
    ] {
      names[name] = "the standard library"
    }
    // The feature's own nested types, which it refers to unqualified.
    for name in ["ViewEvent", "DomainAction", "DomainState", "ViewState", "ScreenEvent", "Row"] {
      names[name] = "the feature's nested types"
    }
    names["CancelID"] = "the feature's nested types"
    return names
  }()
}

extension Unicode.Scalar {
  fileprivate var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
  fileprivate var isASCIILowercase: Bool { ("a"..."z").contains(self) }
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  fileprivate var isASCIILetterOrDigit: Bool {
    isASCIIUppercase || isASCIILowercase || isASCIIDigit
  }
}
