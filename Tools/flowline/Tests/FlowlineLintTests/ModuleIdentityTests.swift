import Foundation
import Testing

@testable import FlowlineLint

/// Same-named types of different targets stay apart: targets come from SwiftPM manifests,
/// Xcode project folders, or the top-level folder.
@Suite("Module identity")
struct ModuleIdentityTests {
  private static let models = """
    import SwiftUI
    final class Roster: ObservableObject { @Published var members: [String] = [] }
    final class Schedule: ObservableObject { @Published var games: [String] = [] }
    final class Inbox: ObservableObject { @Published var unread = 0 }
    """

  /// A view reading three models and using none: reported once per target.
  private static let groupView = """
    import SwiftUI
    struct GroupView: View {
      @EnvironmentObject var roster: Roster
      @EnvironmentObject var schedule: Schedule
      @EnvironmentObject var inbox: Inbox
      var body: some View { Text("Group") }
    }
    """

  private func project(_ files: [String: String]) throws -> URL {
    let fileManager = FileManager.default
    let root = fileManager.temporaryDirectory.appendingPathComponent(
      "flowline-modules-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  private func overuse(in root: URL) async throws -> [String] {
    let configuration = Configuration(rootDirectory: root.path)
    let result = try await Linter(configuration: configuration).lint(paths: [root.path])
    return result.findings.filter { $0.ruleID == "environment-object-overuse" }.map(\.message)
      .sorted()
  }

  @Test("manifest targets: explicit paths, default paths, dependencies are not targets")
  func manifest() {
    let targets = ModuleMap.targets(
      inManifest: """
        let package = Package(
          name: "Team",
          targets: [
            .target(name: "PhoneUI", dependencies: [.target(name: "Core")], path: "Apps/Phone"),
            .executableTarget(name: "Desk", dependencies: ["Core"]),
            .target(name: "Core"),
            .testTarget(name: "DeskTests", dependencies: ["Desk"]),
          ]
        )
        """)
    #expect(targets.map(\.name).sorted() == ["Core", "Desk", "DeskTests", "PhoneUI"])
    #expect(targets.first { $0.name == "PhoneUI" }?.path == "Apps/Phone")
    #expect(targets.first { $0.name == "Desk" }?.path == "Sources/Desk")
    #expect(targets.first { $0.name == "DeskTests" }?.path == "Tests/DeskTests")
  }

  @Test("two SwiftPM targets' views of one name are reported apart, each model once")
  func swiftPackage() async throws {
    let root = try project([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Team", targets: [
        .target(name: "PhoneUI", path: "Apps/Phone"),
        .target(name: "DeskUI"),
      ])
      """,
      "Apps/Phone/Models.swift": Self.models,
      "Apps/Phone/Group/GroupView.swift": Self.groupView,
      "Sources/DeskUI/GroupView.swift": Self.groupView,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let messages = try await overuse(in: root)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.hasPrefix("DeskUI.GroupView reads 3 models") })
    #expect(messages.contains { $0.hasPrefix("PhoneUI.GroupView reads 3 models") })
  }

  @Test("an Xcode project's top-level folders are its targets")
  func xcodeProject() async throws {
    let root = try project([
      "Team/Team.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
      "Team/Shared/Models.swift": Self.models,
      "Team/TeamPhone/Screens/GroupView.swift": Self.groupView,
      "Team/TeamMac/GroupView.swift": Self.groupView,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let messages = try await overuse(in: root)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.hasPrefix("TeamMac.GroupView reads 3 models") })
    #expect(messages.contains { $0.hasPrefix("TeamPhone.GroupView reads 3 models") })
  }

  @Test("without a manifest or project, a name declared once keeps its simple name")
  func fallback() async throws {
    let root = try project([
      "App/Models.swift": Self.models,
      "App/GroupView.swift": Self.groupView,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let messages = try await overuse(in: root)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("GroupView reads 3 models") == true)
    #expect(ModuleMap.fallback("Phone/Views/GroupView.swift") == "Phone")
    #expect(ModuleMap.fallback("GroupView.swift") == "")
  }
}
