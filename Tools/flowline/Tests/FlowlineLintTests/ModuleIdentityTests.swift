import Foundation
import Testing

@testable import FlowlineLint

/// Same-named types of different targets stay apart: targets come from SwiftPM manifests,
/// Xcode project files (their targets) or folders, or the top-level folder.
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

  /// A two-target project: `TeamPhone` compiles `Sources/Phone/GroupView.swift` and the
  /// models, `TeamMac` compiles `Sources/Mac/GroupView.swift` and the models; every other file
  /// in the folder is compiled by no target.
  private static let classicProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        B1 /* Models.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
        B2 /* GroupView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
        B3 /* Models.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
        B4 /* GroupView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
        F1 = {isa = PBXFileReference; path = Models.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = GroupView.swift; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; path = "Sources/Mac/GroupView.swift"; sourceTree = SOURCE_ROOT; };
        F4 = {isa = PBXFileReference; path = TeamPhone.app; sourceTree = BUILT_PRODUCTS_DIR; };
        G0 = {isa = PBXGroup; children = (G1, F3, F4); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, G2); path = Sources; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (F2); name = Phone; path = Phone; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B3, B4); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = TeamPhone; };
        T2 = {isa = PBXNativeTarget; buildPhases = (P2); name = TeamMac; };
        R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
      };
      rootObject = R0;
    }
    """

  @Test("Xcode targets come from the project file; a file no target compiles is not linted")
  func xcodeProjectTargets() async throws {
    let root = try project([
      "Team/Team.xcodeproj/project.pbxproj": Self.classicProject,
      "Team/Sources/Models.swift": Self.models,
      "Team/Sources/Phone/GroupView.swift": Self.groupView,
      "Team/Sources/Mac/GroupView.swift": Self.groupView,
      "Team/Sources/Old/GroupView.swift": Self.groupView,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let messages = try await overuse(in: root)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.hasPrefix("TeamMac.GroupView reads 3 models") })
    #expect(messages.contains { $0.hasPrefix("TeamPhone.GroupView reads 3 models") })
    // The stale copy no target compiles is not linted, and the result says so.
    let result = try await Linter(configuration: Configuration(rootDirectory: root.path))
      .lint(paths: [root.path])
    #expect(result.filesInNoTarget.count == 1)
    #expect(result.filesInNoTarget.first?.hasSuffix("Team/Sources/Old/GroupView.swift") == true)
    #expect(result.fileCount == 3)
  }

  @Test("a dot-folder is linted when an Xcode project outside it compiles it, else skipped")
  func hiddenFoldersCompiledByAProject() async throws {
    let root = try project([
      "Team.xcodeproj/project.pbxproj": """
      {
        objects = {
          S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Team; sourceTree = "<group>"; };
          G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = Team; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        };
        rootObject = R0;
      }
      """,
      "Team/.Shared/Models.swift": Self.models,
      "Team/Features/.Views/GroupView.swift": Self.groupView,
      // An editor's history and an agent's worktree copy: no project outside them compiles
      // them, even one that carries its own project file.
      ".history/Team/Features/GroupView_20240101.swift": Self.groupView,
      ".worktree/Team.xcodeproj/project.pbxproj": "{ objects = {}; }",
      ".worktree/Team/GroupView.swift": Self.groupView,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Linter(configuration: Configuration(rootDirectory: root.path))
      .lint(paths: [root.path])
    #expect(result.fileCount == 2)
    let messages = try await overuse(in: root)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("GroupView reads 3 models") == true)
    // Without a project, dot-folders stay out.
    try FileManager.default.removeItem(at: root.appendingPathComponent("Team.xcodeproj"))
    let bare = try await Linter(configuration: Configuration(rootDirectory: root.path))
      .lint(paths: [root.path])
    #expect(bare.fileCount == 0)
  }

  @Test("synchronized folders: exceptions leave or join a target; nested and unlisted folders")
  func synchronizedFolders() throws {
    let root = try project([
      "App.xcodeproj/project.pbxproj": """
      {
        objects = {
          S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); path = App; sourceTree = "<group>"; };
          S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
          S3 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E3); path = App/Services; sourceTree = "<group>"; };
          E3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Api.swift"); target = T2; };
          E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy, "Old.swift"); target = T1; };
          E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Shared/Model.swift"); target = T2; };
          G0 = {isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = App; };
          T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S2, S3); name = Widget; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T2, T1); };
        };
        rootObject = R0;
      }
      """,
      "App/Shared/Model.swift": "",
      "Widget/Entry.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try #require(
      XcodeProject.read(projectFile: root.path + "/App.xcodeproj/project.pbxproj"))
    let folder = XcodeProject.normalize(root.path)
    #expect(project.target(of: folder + "/App/Home.swift") == "App")
    #expect(project.target(of: folder + "/App/Shared/Model.swift") == "Widget")
    #expect(project.target(of: folder + "/App/Old.swift") == nil)
    #expect(project.target(of: folder + "/App/Legacy/Screen.swift") == nil)
    #expect(project.target(of: folder + "/Widget/Entry.swift") == "Widget")
    // A folder no group lists (S3), nested in another: both decide, in target order.
    #expect(project.target(of: folder + "/App/Services/Feed.swift") == "Widget")
    #expect(project.target(of: folder + "/App/Services/Api.swift") == "App")
    #expect(project.target(of: folder + "/Other/Entry.swift") == nil)
    #expect(XcodeProject.normalize("/a/./b//c/../d") == "/a/b/d")
  }

  @Test("a target that compiles another target's file through a folder exception means its types")
  func sharedThroughException() async throws {
    let roster =
      "import SwiftUI\nfinal class Roster: ObservableObject { @Published var members = [\"\"] }\n"
    let reader = { (name: String) in
      "import SwiftUI\nstruct \(name): View {\n  @EnvironmentObject var roster: Roster\n"
        + "  var body: some View { Text(roster.members[0]) }\n}\n"
    }
    let root = try project([
      "Team.xcodeproj/project.pbxproj": """
      {
        objects = {
          S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Phone; sourceTree = "<group>"; };
          S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Watch; sourceTree = "<group>"; };
          S3 = {isa = PBXFileSystemSynchronizedRootGroup; path = TV; sourceTree = "<group>"; };
          E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Roster.swift"); target = T3; };
          G0 = {isa = PBXGroup; children = (S1, S2, S3); sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = Phone; };
          T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S2); name = Watch; };
          T3 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S3); name = TV; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
        };
        rootObject = R0;
      }
      """,
      "Phone/Roster.swift": roster,
      "Phone/Readers.swift": ["Members", "Captains", "Coaches", "Parents"].map(reader).joined(),
      "Watch/Roster.swift": roster,
      "TV/Models.swift": """
      import SwiftUI
      final class Schedule: ObservableObject {
        @Published var games: [String] = []
        @Published var venue = ""
      }
      final class Inbox: ObservableObject {
        @Published var unread = 0
        @Published var threads: [String] = []
      }
      """,
      "TV/GroupView.swift": """
      import SwiftUI
      struct GroupView: View {
        @EnvironmentObject var roster: Roster
        @EnvironmentObject var schedule: Schedule
        @EnvironmentObject var inbox: Inbox
        var body: some View { Text("\\(roster.members.count) \\(schedule.games.count) \\(inbox.unread)") }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try #require(
      XcodeProject.read(projectFile: root.path + "/Team.xcodeproj/project.pbxproj"))
    let folder = XcodeProject.normalize(root.path)
    #expect(project.targets(of: folder + "/Phone/Roster.swift") == ["Phone", "TV"])
    #expect(project.targets(of: folder + "/Phone/Readers.swift") == ["Phone"])
    // The TV view's roster is the phone folder's `Roster`, which five views read: app-wide.
    let messages = try await overuse(in: root)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("barely uses 2 of them") == true)
    #expect(messages.first?.contains("roster") == false)
  }

  @Test("an extension in a file two targets compile extends each target's type of that name")
  func extensionInSharedFile() async throws {
    let view = """
      import SwiftUI
      struct TorrentView: View {
        @State var selected = ""
        var body: some View { Button("Pick") { pick() } }
      }
      """
    let root = try project([
      "Seed.xcodeproj/project.pbxproj": """
      {
        objects = {
          S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Phone; sourceTree = "<group>"; };
          S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Desk; sourceTree = "<group>"; };
          S3 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
          G0 = {isa = PBXGroup; children = (S1, S2, S3); sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, S3); name = Phone; };
          T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S2, S3); name = Desk; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
        };
        rootObject = R0;
      }
      """,
      "Phone/TorrentView.swift": view,
      "Desk/TorrentView.swift": view,
      "Shared/TorrentView+Pick.swift": """
      extension TorrentView {
        func pick() { selected = "first" }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Linter(configuration: Configuration(rootDirectory: root.path))
      .lint(paths: [root.path])
    // `selected` is written by the shared extension in another file, for both targets' views:
    // `private` would not compile in either.
    #expect(result.findings.filter { $0.ruleID == "state-not-private" }.isEmpty)
  }

  @Test("a project file whose references point at no file falls back to top-level folders")
  func staleProject() async throws {
    let root = try project([
      "Team/Team.xcodeproj/project.pbxproj": Self.classicProject,
      "Team/TeamPhone/GroupView.swift": Self.groupView,
      "Team/TeamMac/GroupView.swift": Self.groupView,
      "Team/TeamMac/Models.swift": Self.models,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.path + "/Team/Team.xcodeproj/project.pbxproj"
    #expect(XcodeProject.read(projectFile: file) == nil)
    let messages = try await overuse(in: root)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.hasPrefix("TeamMac.GroupView reads 3 models") })
    #expect(messages.contains { $0.hasPrefix("TeamPhone.GroupView reads 3 models") })
  }

  @Test("a type nested three deep is keyed by its path, inside a type or an extension")
  func deeplyNestedPaths() {
    let source = """
      struct Response {
        struct Header {
          struct Run { var text: String }
          var runs: [Run]
        }
        struct Body {
          struct Section {
            struct Run { var width: Int }
          }
        }
      }
      extension Response.Body {
        struct Footer {
          struct Run { var link: String }
        }
      }
      """
    let file = LintFile(
      source: source, displayPath: "Response.swift", relativePath: "Response.swift")
    let paths = file.declarations.filter { $0.kind != .extension }.map(\.qualifiedName)
    #expect(
      paths == [
        "Response", "Response.Header", "Response.Header.Run", "Response.Body",
        "Response.Body.Section", "Response.Body.Section.Run", "Response.Body.Footer",
        "Response.Body.Footer.Run",
      ])
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
