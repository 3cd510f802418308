import Foundation
import Testing

@testable import FlowlineLint

@Suite("Configuration")
struct ConfigurationTests {
  private let known = Set(RuleCatalog.descriptions.map(\.id))

  private func parse(_ json: String) throws -> (Configuration, warnings: [String]) {
    try Configuration.parse(Data(json.utf8), rootDirectory: "/project", knownRules: known)
  }

  @Test("rules can be switched off, re-rated and tuned")
  func rules() throws {
    let (configuration, warnings) = try parse(
      """
      {
        "failOn": "error",
        "excluded": ["Generated"],
        "rules": {
          "state-not-private": false,
          "view-calls-service": "error",
          "god-object": { "severity": "note", "minStoredProperties": 3, "minReaders": 1 }
        }
      }
      """)
    #expect(warnings.isEmpty)
    #expect(configuration.failOn == .error)
    #expect(configuration.excluded == ["Generated"])
    #expect(configuration.settings(for: "state-not-private").isEnabled == false)
    #expect(configuration.severity(for: ViewCallsServiceRule.description) == .error)
    #expect(configuration.settings(for: "god-object").int("minReaders", default: 4) == 1)
  }

  @Test("unknown keys and rules are warnings, wrong types are errors")
  func validation() throws {
    let (_, warnings) = try parse(#"{ "colour": 1, "rules": { "no-such-rule": true } }"#)
    #expect(warnings.count == 2)
    #expect(throws: ConfigurationError.self) { try parse(#"{ "failOn": "sometimes" }"#) }
    #expect(throws: ConfigurationError.self) { try parse(#"{ "rules": { "god-object": 3 } }"#) }
    #expect(throws: ConfigurationError.self) { try parse("not json") }
  }

  @Test("naming heuristics can be replaced")
  func naming() throws {
    let (configuration, _) = try parse(#"{ "naming": { "serviceTypeSuffixes": ["Store"] } }"#)
    #expect(configuration.naming.isServiceType("ProductStore"))
    #expect(!configuration.naming.isServiceType("FilmRepository"))
  }

  @Test("thresholds change what is reported")
  func thresholds() async throws {
    let source = """
      @Observable final class Model { var a = 0; var b = 0; var c = 0 }
      struct A: View { @Environment(Model.self) private var m; var body: some View { Text("\\(m.a)") } }
      """
    #expect(await lint(source).findings.isEmpty)
    var configuration = Configuration()
    configuration.rules["god-object"] = RuleSettings(
      options: [
        "minStoredProperties": .number(3), "minReaders": .number(1),
        "minUnrelatedGroups": .number(1),
      ])
    let findings = await lint(source, configuration: configuration).findings
    #expect(findings.map(\.ruleID) == ["god-object"])
    #expect(findings.first?.message.contains("3 mutable stored properties") == true)
  }

  @Test("a disabled rule reports nothing; severity overrides apply")
  func disabledAndSeverity() async {
    let source = "struct V: View { @State var x = 0; var body: some View { EmptyView() } }"
    var configuration = Configuration()
    configuration.rules["state-not-private"] = RuleSettings(severity: .error)
    #expect(await lint(source, configuration: configuration).findings.first?.severity == .error)
    configuration.rules["state-not-private"] = RuleSettings(isEnabled: false)
    #expect(await lint(source, configuration: configuration).findings.isEmpty)
  }

  @Test("excluded paths: components anywhere, anchored folders, ** globs")
  func pathMatcher() {
    let matcher = PathMatcher(patterns: ["Generated", "*.pb.swift", "App/Legacy", "**/Mocks/**"])
    #expect(matcher.matches("Sources/Generated/A.swift"))
    #expect(matcher.matches("Sources/Model.pb.swift"))
    #expect(matcher.matches("App/Legacy/Old.swift"))
    #expect(matcher.matches("Tests/Unit/Mocks/Fake.swift"))
    #expect(!matcher.matches("Sources/App/Legacy/Old.swift"))
    #expect(!matcher.matches("Sources/Model.swift"))
  }

  @Test("discovery walks folders, skips exclusions, hidden, build and Xcode bundle folders")
  func discovery() async throws {
    let fileManager = FileManager.default
    let root = fileManager.temporaryDirectory.appendingPathComponent(
      "flowline-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: root) }
    for path in [
      "Sources/A.swift", "Sources/Generated/B.swift", ".build/C.swift", "Sources/D.txt",
      "Templates/Feature.xctemplate/Default/Screen.swift",
      "templates/Module/___FILEBASENAME___/___FILEBASENAME___View.swift",
      "Scaffold/___VARIABLE_moduleName___Store.swift",
      "App.xcodeproj/StaleCopy.swift", "App.xcworkspace/Other.swift",
    ] {
      let url = root.appendingPathComponent(path)
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("struct V: View { @State var x = 0; var body: some View { EmptyView() } }".utf8)
        .write(to: url)
    }
    // A hidden file is skipped; a link to a file is linted, a link to a folder is not entered.
    try Data("struct H: View { @State var x = 0 }".utf8).write(
      to: root.appendingPathComponent("Sources/.Hidden.swift"))
    try fileManager.createDirectory(
      at: root.appendingPathComponent("Links"), withIntermediateDirectories: true)
    try fileManager.createSymbolicLink(
      atPath: root.appendingPathComponent("Links/Linked.swift").path,
      withDestinationPath: root.appendingPathComponent("Sources/A.swift").path)
    try fileManager.createSymbolicLink(
      atPath: root.appendingPathComponent("Links/Folder").path,
      withDestinationPath: root.appendingPathComponent("Sources").path)
    let configuration = Configuration(excluded: ["Generated"], rootDirectory: root.path)
    let result = try await Linter(configuration: configuration).lint(paths: [root.path])
    #expect(result.fileCount == 2)
    let paths = result.findings.map(\.projectPath).sorted()
    #expect(paths == ["Links/Linked.swift", "Sources/A.swift"])
    await #expect(throws: SourceDiscoveryError.self) {
      try await Linter(configuration: configuration).lint(paths: [
        root.appendingPathComponent("missing").path
      ])
    }
  }
  @Test(
    "a view counts as never constructed only when whole folders are linted, and a name an excluded file writes keeps it live"
  )
  func deadViewsNeedTheWholeProject() async throws {
    let fileManager = FileManager.default
    let root = fileManager.temporaryDirectory.appendingPathComponent(
      "flowline-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: root) }
    let files = [
      "App/ShopApp.swift": """
      import SwiftUI
      @main struct ShopApp: App { var body: some Scene { WindowGroup { Text("Shop") } } }
      """,
      "App/Screens.swift": """
      import SwiftUI
      final class CartModel: ObservableObject { @Published var count = 0 }
      struct CartScreen: View {
        @ObservedObject var model = CartModel()
        var body: some View { Button("\\(model.count)") { model.count += 1 } }
      }
      struct LegacyScreen: View {
        @ObservedObject var model = CartModel()
        var body: some View { Button("\\(model.count)") { model.count += 1 } }
      }
      """,
      "App/Generated/Routes.swift": """
      import SwiftUI
      enum Route { @ViewBuilder static var cart: some View { CartScreen() } }
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let configuration = Configuration(excluded: ["Generated"], rootDirectory: root.path)
    let linter = Linter(configuration: configuration)
    // The folder: the excluded routes construct `CartScreen`; nothing constructs `LegacyScreen`.
    let whole = try await linter.lint(paths: [root.path])
    #expect(whole.findings.map(\.symbol) == ["CartScreen.model"])
    // A list of files is a selection: nothing is taken for dead.
    let selection = try await linter.lint(paths: [
      root.appendingPathComponent("App/ShopApp.swift").path,
      root.appendingPathComponent("App/Screens.swift").path,
    ])
    #expect(
      selection.findings.map(\.symbol).sorted() == ["CartScreen.model", "LegacyScreen.model"])
  }
}
