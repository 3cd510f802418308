import FlowlineScaffold
import Foundation
import Testing

/// `flowline new feature` end to end, in temporary folders: what it writes, and what it refuses.
@Suite("flowline new feature")
struct NewCommandTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func flowline(_ arguments: String...) throws -> ProgramRun {
    let executable = try #require(
      Paths.flowlineExecutable, "the flowline executable was not built next to the tests")
    return try runProgram(executable, arguments, in: folder.url)
  }

  private let generated = try! FeatureScaffold(
    name: "Profile", options: ScaffoldOptions(module: "App")
  ).files

  @Test("writes exactly the generator's files, and says what to do next")
  func writes() throws {
    defer { folder.remove() }
    try folder.write("Sources/App/App.swift", "")
    let run = try flowline("new", "feature", "Profile")
    #expect(run.status == 0, "\(run.errors)")
    for file in generated {
      #expect(try folder.read(file.path) == file.contents, "\(file.path)")
      #expect(run.output.contains("created \(file.path)\n"))
    }
    #expect(run.output.contains("Next:\n  - target 'App' depends on the products 'Flowline'"))
    #expect(run.errors.isEmpty)
  }

  @Test("refuses to overwrite: exit 2, nothing written, edits kept")
  func refusesToOverwrite() throws {
    defer { folder.remove() }
    #expect(try flowline("new", "feature", "Profile", "--module", "App").status == 0)
    let edited = "Sources/App/Profile/Profile.swift"
    try folder.write(edited, "// my edits\n")

    let again = try flowline("new", "feature", "Profile", "--module", "App")
    #expect(again.status == 2)
    #expect(again.errors.contains("7 files already exist; nothing was written:\n"))
    #expect(again.errors.contains("  Sources/App/Profile/Profile.swift\n"))
    #expect(again.errors.contains("pass --force to overwrite them"))
    #expect(again.output.isEmpty)
    #expect(try folder.read(edited) == "// my edits\n")
  }

  @Test("one existing file blocks every file: none is written")
  func oneConflictBlocksAll() throws {
    defer { folder.remove() }
    let existing = "Tests/AppTests/Profile/ProfileServiceStub.swift"
    try folder.write(existing, "keep me\n")

    let run = try flowline("new", "feature", "Profile", "--module", "App", "--output", ".")
    #expect(run.status == 2)
    #expect(run.errors.contains("a file already exists; nothing was written:\n  \(existing)\n"))
    #expect(try folder.read(existing) == "keep me\n")
    for file in generated where file.path != existing {
      #expect(!folder.exists(file.path), "\(file.path)")
    }
    #expect(!folder.exists("Sources"))
  }

  @Test("--force overwrites the generated files and touches nothing else")
  func force() throws {
    defer { folder.remove() }
    #expect(try flowline("new", "feature", "Profile", "--module", "App").status == 0)
    let edited = "Sources/App/Profile/ProfileService.swift"
    try folder.write(edited, "// my edits\n")
    try folder.write("Sources/App/Profile/Notes.swift", "// mine\n")

    let run = try flowline("new", "feature", "Profile", "--module", "App", "--force")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read(edited) == generated.first { $0.path == edited }?.contents)
    #expect(try folder.read("Sources/App/Profile/Notes.swift") == "// mine\n")
  }

  @Test("a folder where a file would go is an error, even with --force")
  func folderInTheWay() throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("Sources/App/Profile/Profile.swift"), withIntermediateDirectories: true)
    let run = try flowline("new", "feature", "Profile", "--module", "App", "--force")
    #expect(run.status == 2)
    #expect(run.errors.contains("these paths are folders; nothing was written"))
    #expect(!folder.exists("Tests"))
  }

  @Test("invalid names and options exit 2 with a message, and write nothing")
  func usageErrors() throws {
    defer { folder.remove() }
    let name = try flowline("new", "feature", "user_profile", "--module", "App")
    #expect(name.status == 2)
    #expect(name.errors.contains("'user_profile' is not a valid feature name"))
    #expect(name.errors.contains("(did you mean 'UserProfile'?)"))
    let keyword = try flowline("new", "feature", "Self", "--module", "App")
    #expect(keyword.status == 2)
    #expect(keyword.errors.contains("it is a Swift keyword"))
    let ui = try flowline("new", "feature", "Profile", "--module", "App", "--ui", "web")
    #expect(ui.status == 2)
    let module = try flowline("new", "feature", "Profile", "--module", "My-App")
    #expect(module.status == 2)
    #expect(module.errors.contains("'My-App' is not a valid module name for --module"))
    #expect(try flowline("new", "feature").status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  @Test("without --module, the only folder in Sources is the module; otherwise it must be given")
  func moduleInference() throws {
    defer { folder.remove() }
    let none = try flowline("new", "feature", "Profile")
    #expect(none.status == 2)
    #expect(none.errors.contains("Sources has no target folder; pass --module"))
    try folder.write("Sources/Core/Core.swift", "")
    try folder.write("Sources/UI/UI.swift", "")
    let two = try flowline("new", "feature", "Profile")
    #expect(two.status == 2)
    #expect(two.errors.contains("Sources has 2 target folders: Core, UI; pass --module"))
    let chosen = try flowline("new", "feature", "Profile", "--module", "Core", "--ui", "none")
    #expect(chosen.status == 0)
    #expect(folder.exists("Tests/CoreTests/Profile/ProfileHarnessTests.swift"))
  }

  @Test("--dry-run lists the files and writes nothing; --output and --test-module place them")
  func dryRunAndPlacement() throws {
    defer { folder.remove() }
    let run = try flowline(
      "new", "feature", "Inbox", "-o", "Package", "--module", "Mail", "--test-module",
      "MailFeatureTests", "--ui", "terminal", "--dry-run")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Package/Sources/Mail/Inbox/Inbox.swift\n"))
    #expect(
      run.output.contains("Package/Tests/MailFeatureTests/Inbox/InboxTerminalViewTests.swift\n"))
    #expect(!folder.exists("Package"))
    let written = try flowline(
      "new", "feature", "Inbox", "-o", "Package", "--module", "Mail", "--test-module",
      "MailFeatureTests", "--ui", "terminal")
    #expect(written.status == 0)
    #expect(folder.exists("Package/Tests/MailFeatureTests/Inbox/InboxTerminalViewTests.swift"))
  }
}
