import FlowlineLint
import FlowlineScaffold
import Testing

@Suite("Feature scaffold")
struct FeatureScaffoldTests {
  private func scaffold(
    _ name: String = "Profile",
    ui: ScaffoldOptions.UserInterface = .swiftUI,
    access: ScaffoldOptions.AccessLevel = .internal
  ) throws -> FeatureScaffold {
    try FeatureScaffold(
      name: name, options: ScaffoldOptions(module: "App", userInterface: ui, access: access))
  }

  private func contents(_ scaffold: FeatureScaffold, _ fileName: String) throws -> String {
    let file = scaffold.files.first { $0.path.hasSuffix("/" + fileName) }
    return try #require(file, "no \(fileName)").contents
  }

  /// Every combination of view stub and access level.
  static let variants: [(ScaffoldOptions.UserInterface, ScaffoldOptions.AccessLevel)] =
    ScaffoldOptions.UserInterface.allCases.flatMap { ui in
      ScaffoldOptions.AccessLevel.allCases.map { (ui, $0) }
    }

  @Test("the files for a SwiftUI feature: one feature file, its view state, its service, a view")
  func swiftUIFiles() throws {
    #expect(
      try scaffold().files.map(\.path) == [
        "Sources/App/Profile/Profile.swift",
        "Sources/App/Profile/Profile+ViewState.swift",
        "Sources/App/Profile/ProfileService.swift",
        "Sources/App/Profile/ProfileView.swift",
        "Tests/AppTests/Profile/ProfileHarnessTests.swift",
        "Tests/AppTests/Profile/ProfileViewStateReducerTests.swift",
        "Tests/AppTests/Profile/ProfileServiceStub.swift",
      ])
  }

  @Test("a terminal feature gets a terminal view and its tests; none gets no view")
  func otherViews() throws {
    let terminal = try scaffold(ui: .terminal).files.map(\.path)
    #expect(terminal.contains("Sources/App/Profile/ProfileTerminalView.swift"))
    #expect(terminal.contains("Tests/AppTests/Profile/ProfileTerminalViewTests.swift"))
    #expect(!terminal.contains { $0.hasSuffix("ProfileView.swift") })
    let none = try scaffold(ui: .none).files.map(\.path)
    #expect(none.count == 6)
    #expect(!none.contains { $0.contains("View.swift") || $0.contains("ViewTests.swift") })
  }

  @Test("the test module defaults to <module>Tests and can be chosen")
  func testModule() throws {
    let options = ScaffoldOptions(module: "Core", testModule: "CoreFeatureTests")
    let paths = try FeatureScaffold(name: "Login", options: options).files.map(\.path)
    #expect(paths.first == "Sources/Core/Login/Login.swift")
    #expect(paths.last == "Tests/CoreFeatureTests/Login/LoginServiceStub.swift")
  }

  @Test("the feature file declares seed 001's layers as one Feature")
  func featureFile() throws {
    let feature = try contents(scaffold(), "Profile.swift")
    for declaration in [
      "struct Profile: Feature {",
      "enum DomainAction: Equatable, Sendable {", "struct DomainState: Equatable, Sendable {",
      "enum ScreenEvent: Equatable, Sendable {", "let service: any ProfileService",
      "func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {",
      "var items: Loadable<[ProfileItem]> = .idle",
      "case itemsResponse(Result<[ProfileItem], LoadingError>)",
      ".cancellable(id: CancelID.load, cancelInFlight: true)", "return .emit(.itemSelected(id))",
      "case onAppear", "return .run { [service] in",
    ] {
      #expect(feature.contains(declaration), "\(declaration)")
    }
    // Its view events are renames of domain actions: the shorter form, no map.
    #expect(!feature.contains("enum ViewEvent"))
    #expect(!feature.contains("func map(event:"))
    let viewState = try contents(scaffold(), "Profile+ViewState.swift")
    #expect(
      viewState.contains("extension Profile {\n  /// Exactly what the Profile screen renders."))
    #expect(viewState.contains("func reduce(_ state: DomainState) -> ViewState {"))
    let service = try contents(scaffold(), "ProfileService.swift")
    #expect(service.contains("protocol ProfileService: Sendable {"))
    #expect(service.contains("func fetchItems() async throws -> [ProfileItem]"))
  }

  @Test("the tests are an exhaustive harness test and pure tests of the map and the reducer")
  func testFiles() throws {
    let harness = try contents(scaffold(), "ProfileHarnessTests.swift")
    #expect(harness.hasPrefix("import Flowline\nimport FlowlineTesting\nimport Testing\n"))
    #expect(harness.contains("@testable import App\n"))
    #expect(harness.contains("-> FeatureHarness<Profile> {"))
    #expect(!harness.contains("exhaustivity"))
    for step in ["await harness.send(", "await harness.receive(", "await harness.finish()"] {
      #expect(harness.contains(step), "\(step)")
    }
    #expect(harness.contains("await harness.receiveScreenEvent(.itemSelected(\"1\"))"))
    let reducer = try contents(scaffold(), "ProfileViewStateReducerTests.swift")
    #expect(
      reducer.contains("let viewState = feature.reduce(.init(items: .loaded([.first, .second])))"))
    for file in try scaffold().files where file.path.hasPrefix("Tests/") {
      #expect(!file.contents.contains("sleep"), "\(file.path)")
    }
  }

  @Test("the SwiftUI view is behind canImport(SwiftUI) and uses FlowlineSwiftUI")
  func swiftUIView() throws {
    let view = try contents(scaffold(), "ProfileView.swift")
    #expect(view.hasPrefix("#if canImport(SwiftUI)\n  import Flowline\n  import FlowlineSwiftUI\n"))
    #expect(view.hasSuffix("#endif\n"))
    #expect(
      view.contains(
        "struct ProfileView: View {\n    /// The screen's store.\n    let store: Store<Profile>"))
    #expect(view.contains(".task(store, send: .onAppear)"))
    #expect(view.contains("#Preview {"))
  }

  @Test("the terminal view renders the view state as lines and maps input to events")
  func terminalView() throws {
    let view = try contents(scaffold(ui: .terminal), "ProfileTerminalView.swift")
    #expect(view.contains("static func render(_ viewState: Profile.ViewState) -> [String] {"))
    #expect(view.contains(") -> Profile.ViewEvent? {"))
    #expect(!view.contains("import"))
  }

  @Test("public code states its imports and has initializers; its tests import it plainly")
  func publicAccess() throws {
    let scaffold = try scaffold(access: .public)
    let feature = try contents(scaffold, "Profile.swift")
    #expect(feature.hasPrefix("public import Flowline\n"))
    #expect(feature.contains("public struct Profile: Feature {"))
    #expect(feature.contains("  public init(service: any ProfileService) {"))
    #expect(feature.contains("    public init(items: Loadable<[ProfileItem]> = .idle) {"))
    #expect(
      feature.contains(
        "  public func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {")
    )
    #expect(feature.contains("\n  enum CancelID: Hashable, Sendable {"))
    let viewState = try contents(scaffold, "Profile+ViewState.swift")
    #expect(viewState.hasPrefix("internal import Flowline\n"))
    #expect(viewState.contains("    public init(\n      rows: [Row],\n"))
    let view = try contents(scaffold, "ProfileView.swift")
    #expect(view.contains("  public import Flowline\n  internal import FlowlineSwiftUI\n"))
    #expect(view.contains("  public import SwiftUI\n"))
    #expect(view.contains("    public var body: some View {"))
    let harness = try contents(scaffold, "ProfileHarnessTests.swift")
    #expect(
      harness.hasPrefix("import App\nimport Flowline\nimport FlowlineTesting\nimport Testing\n"))
    #expect(!harness.contains("@testable"))
  }

  @Test("internal code has no explicit initializers: the memberwise ones serve")
  func internalAccess() throws {
    for file in try scaffold(ui: .terminal).files {
      #expect(!file.contents.contains(" init("), "\(file.path)")
      #expect(!file.contents.contains("public "), "\(file.path)")
      #expect(!file.contents.contains("package "), "\(file.path)")
    }
  }

  @Test("package code uses package access and package import")
  func packageAccess() throws {
    let feature = try contents(scaffold(access: .package), "Profile.swift")
    #expect(feature.hasPrefix("package import Flowline\n"))
    #expect(feature.contains("package struct Profile: Feature {"))
  }

  @Test("invalid module names are rejected")
  func invalidModules() {
    #expect(throws: ScaffoldError.invalidModuleName("My-App", option: "--module")) {
      try FeatureScaffold(name: "Profile", options: ScaffoldOptions(module: "My-App"))
    }
    #expect(throws: ScaffoldError.invalidModuleName("struct", option: "--module")) {
      try FeatureScaffold(name: "Profile", options: ScaffoldOptions(module: "struct"))
    }
    #expect(throws: ScaffoldError.invalidModuleName("1Tests", option: "--test-module")) {
      try FeatureScaffold(
        name: "Profile", options: ScaffoldOptions(module: "App", testModule: "1Tests"))
    }
    #expect(throws: ScaffoldError.testModuleIsFeatureModule("App")) {
      try FeatureScaffold(
        name: "Profile", options: ScaffoldOptions(module: "App", testModule: "App"))
    }
    #expect(throws: Never.self) {
      try FeatureScaffold(name: "Profile", options: ScaffoldOptions(module: "my_app2"))
    }
  }

  @Test("names fill every template: no placeholder is left, output is deterministic")
  func deterministic() throws {
    for (ui, access) in Self.variants {
      let first = try scaffold("UserProfile", ui: ui, access: access).files
      #expect(first == (try scaffold("UserProfile", ui: ui, access: access).files))
      for file in first {
        #expect(!file.contents.contains("\\#("), "\(file.path)")
      }
    }
  }

  @Test(
    "one final newline, no trailing spaces, 100 columns for names up to 30 characters"
  )
  func layout() throws {
    let longName = "NotificationPreferencesEditorX"
    #expect(longName.count == 30)
    for (ui, access) in Self.variants {
      for file in try scaffold(longName, ui: ui, access: access).files {
        #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.path)")
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
          #expect(line.count <= 100, "\(file.path):\(index + 1) has \(line.count) columns")
          #expect(line.last != " ", "\(file.path):\(index + 1) ends with a space")
        }
        #expect(!file.contents.contains("\n\n\n"), "\(file.path) has two blank lines in a row")
      }
    }
  }

  @Test("the generated code parses, and flowline lint finds nothing in it")
  func lintsClean() async throws {
    for (ui, access) in Self.variants {
      let inputs = try scaffold(ui: ui, access: access).files.map {
        SourceInput(path: $0.path, text: $0.contents)
      }
      let result = await Linter(configuration: Configuration()).lint(inputs)
      #expect(result.findings.isEmpty, "\(ui) \(access): \(result.findings.map(\.message))")
      #expect(result.fileCount == inputs.count)
    }
  }

  @Test("the next steps name the products each target needs")
  func nextSteps() throws {
    let steps = try scaffold().nextSteps
    #expect(
      steps.first
        == "target 'App' depends on the products 'Flowline' and 'FlowlineSwiftUI' "
        + "(package 'Flowline')"
    )
    #expect(steps[1] == "test target 'AppTests' depends on 'App', 'Flowline' and 'FlowlineTesting'")
    #expect(
      try scaffold(ui: .terminal).nextSteps.first
        == "target 'App' depends on the product 'Flowline' (package 'Flowline')")
  }
}
