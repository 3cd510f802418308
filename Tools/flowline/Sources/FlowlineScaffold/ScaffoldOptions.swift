/// Where a scaffolded feature goes and what it is generated with.
public struct ScaffoldOptions: Hashable, Sendable {
  /// The view stub generated next to the feature.
  public enum UserInterface: String, CaseIterable, Hashable, Sendable {
    /// A SwiftUI view reading the store, inside `#if canImport(SwiftUI)`, with a `#Preview`.
    case swiftUI = "swiftui"
    /// A terminal front end: `ViewState -> [String]` and key input to view events.
    case terminal
    /// No view.
    case none
  }

  /// The access level of the generated declarations.
  public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    /// For an app target: tests use `@testable import`.
    case `internal`
    /// For a feature module used by other targets of the same package.
    case `package`
    /// For a feature module used by other packages.
    case `public`

    /// The modifier to put before a declaration, with its trailing space; empty for `internal`.
    var modifier: String { self == .internal ? "" : "\(rawValue) " }

    /// The import of a module, by a file whose declarations of this level do or do not mention
    /// the module's types.
    ///
    /// Internal code imports plainly. Package and public code states every import's access level
    /// (SE-0409): a module that imports `Flowline` as `package` in one file and implicitly in
    /// another does not compile in Swift 6 without `InternalImportsByDefault`.
    func `import`(_ module: String, inSignatures: Bool) -> String {
      switch self {
      case .internal: "import \(module)"
      case .package, .public: "\(inSignatures ? rawValue : "internal") import \(module)"
      }
    }
  }

  /// The module (SwiftPM target) the feature goes in: `Sources/<module>/<Name>/`.
  public var module: String
  /// The test module (SwiftPM test target) its tests go in: `Tests/<testModule>/<Name>/`.
  public var testModule: String
  /// The view stub to generate.
  public var userInterface: UserInterface
  /// The access level of the generated declarations.
  public var access: AccessLevel

  /// Creates options.
  ///
  /// - Parameters:
  ///   - module: The feature's module.
  ///   - testModule: The test module; `<module>Tests` when `nil`.
  ///   - userInterface: The view stub to generate.
  ///   - access: The access level of the generated declarations.
  public init(
    module: String,
    testModule: String? = nil,
    userInterface: UserInterface = .swiftUI,
    access: AccessLevel = .internal
  ) {
    self.module = module
    self.testModule = testModule ?? module + "Tests"
    self.userInterface = userInterface
    self.access = access
  }

  /// Checks that the module names are Swift identifiers and differ.
  func validate() throws(ScaffoldError) {
    guard Self.isIdentifier(module) else {
      throw .invalidModuleName(module, option: "--module")
    }
    guard Self.isIdentifier(testModule) else {
      throw .invalidModuleName(testModule, option: "--test-module")
    }
    guard module != testModule else { throw .testModuleIsFeatureModule(module) }
  }

  /// Whether `text` is a Swift identifier usable as a module name: ASCII letters, digits and
  /// underscores, not starting with a digit, not a keyword.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    let allowed = text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_"
    }
    return allowed && !keywords.contains(text)
  }

  /// Swift's reserved words, which cannot name a module.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "throw", "throws", "where", "while", "Any", "as", "await", "false", "is",
    "nil", "self", "Self", "super", "true", "try", "_",
  ]
}
