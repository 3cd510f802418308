/// One file of a scaffolded feature: a path relative to the package root, and its contents.
public struct GeneratedFile: Hashable, Sendable {
  /// The path relative to the package root, `/`-separated: `Sources/App/Profile/Profile.swift`.
  public var path: String
  /// The file's contents, ending with a newline.
  public var contents: String

  /// Creates a file.
  ///
  /// - Parameters:
  ///   - path: The path relative to the package root.
  ///   - contents: The contents.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}

/// Generates a Flowline feature and its tests (seed 001's "Adding a New Feature"), as files;
/// writing them is the caller's business.
///
/// ```swift
/// let scaffold = try FeatureScaffold(name: "Profile", options: .init(module: "App"))
/// for file in scaffold.files { print(file.path) }
/// // Sources/App/Profile/Profile.swift
/// // Sources/App/Profile/Profile+ViewState.swift
/// // …
/// ```
///
/// The feature follows the library's current API: one `struct <Name>: Feature` whose nested
/// types are seed 001's `DomainAction`, `DomainState`, `ViewState` (and the `ScreenEvent`
/// reported to the parent), and whose methods are the interactor and the view-state reducer.
/// Its view events are only renames of domain actions, so it uses the shorter form with no
/// `ViewEvent` and no event→action map, which a feature adds when the view's words differ. It loads a list through an injected service protocol
/// into a `Loadable` when the screen appears, shows failures with a retry, and reports the item
/// the user picks as a screen event. The tests drive it through an exhaustive `FeatureHarness`
/// and check the reducer as a pure function.
///
/// Files (for `Profile` in module `App`):
///
/// - `Sources/App/Profile/Profile.swift`: the feature with its events, actions, domain state,
///   screen events, the map and the interactor.
/// - `Sources/App/Profile/Profile+ViewState.swift`: the view state and the reducer.
/// - `Sources/App/Profile/ProfileService.swift`: the item model, the service protocol and a
///   sample service for previews.
/// - `Sources/App/Profile/ProfileView.swift` or `ProfileTerminalView.swift`: the view stub.
/// - `Tests/AppTests/Profile/`: the harness tests, the reducer tests, a service stub, and
///   the terminal view's tests when there is one.
public struct FeatureScaffold: Sendable {
  /// The feature's name.
  public let name: FeatureName
  /// Where the feature goes and what it is generated with.
  public let options: ScaffoldOptions

  /// Validates a name and options.
  ///
  /// - Parameters:
  ///   - name: The feature's name, UpperCamelCase.
  ///   - options: Where the feature goes and what it is generated with.
  /// - Throws: ``ScaffoldError`` when the name or a module name is invalid.
  public init(name: String, options: ScaffoldOptions) throws(ScaffoldError) {
    self.name = try FeatureName(name)
    try options.validate()
    self.options = options
  }

  /// The folder of the feature's sources, relative to the package root.
  public var sourceFolder: String { "Sources/\(options.module)/\(name.rawValue)" }

  /// The folder of the feature's tests, relative to the package root.
  public var testFolder: String { "Tests/\(options.testModule)/\(name.rawValue)" }

  /// The generated files: sources first, then tests.
  public var files: [GeneratedFile] {
    let template = FeatureTemplate(name: name, options: options)
    let n = name.rawValue
    var sources = [
      (n, template.featureFile),
      ("\(n)+ViewState", template.viewStateFile),
      ("\(n)Service", template.serviceFile),
    ]
    var tests = [
      ("\(n)HarnessTests", template.harnessTestsFile),
      ("\(n)ViewStateReducerTests", template.reducerTestsFile),
      ("\(n)ServiceStub", template.serviceStubFile),
    ]
    switch options.userInterface {
    case .swiftUI:
      sources.append(("\(n)View", template.swiftUIViewFile))
    case .terminal:
      sources.append(("\(n)TerminalView", template.terminalViewFile))
      tests.append(("\(n)TerminalViewTests", template.terminalViewTestsFile))
    case .none:
      break
    }
    return sources.map { GeneratedFile(path: "\(sourceFolder)/\($0.0).swift", contents: $0.1) }
      + tests.map { GeneratedFile(path: "\(testFolder)/\($0.0).swift", contents: $0.1) }
  }

  /// What the user still has to do for the feature to build and run, one step a line.
  public var nextSteps: [String] {
    var products = ["Flowline"]
    if options.userInterface == .swiftUI { products.append("FlowlineSwiftUI") }
    let n = name.rawValue
    return [
      "target '\(options.module)' depends on \(list(products)) (package 'Flowline')",
      "test target '\(options.testModule)' depends on '\(options.module)', 'Flowline' and "
        + "'FlowlineTesting'",
      "replace \(n)Item with your model, and give the factory that builds the screen a live "
        + "\(n)Service (Sample\(n)Service is a stand-in for previews)",
      "run `swift test`: the generated tests pass as they are",
    ]
  }

  private func list(_ names: [String]) -> String {
    (names.count == 1 ? "the product " : "the products ")
      + names.map { "'\($0)'" }.joined(separator: " and ")
  }
}
