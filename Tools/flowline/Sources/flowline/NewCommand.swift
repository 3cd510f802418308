import ArgumentParser
import FlowlineScaffold
import Foundation

/// `flowline new`: scaffolding.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Scaffold Flowline code.",
    subcommands: [NewFeatureCommand.self])
}

/// `flowline new feature <Name>`: writes a feature, its view stub and its tests.
///
/// The files come from `FeatureScaffold` (pure); this command only chooses the module, checks
/// that no file exists, and writes them.
struct NewFeatureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feature",
    abstract: "Generate a Flowline feature, a view stub and their tests.",
    discussion: """
      Writes Sources/<module>/<Name>/ and Tests/<test-module>/<Name>/ under the output folder, \
      a SwiftPM package root. Existing files are never overwritten without --force: when any of \
      the files exists, nothing is written. Exit status: 0 when the files were written (or \
      listed, with --dry-run), 2 on an invalid name or option, existing files, or a write error.
      """)

  /// The view stub to generate.
  enum UserInterface: String, CaseIterable, ExpressibleByArgument {
    case swiftui
    case terminal
    case none
  }

  /// The access level of the generated declarations.
  enum Access: String, CaseIterable, ExpressibleByArgument {
    case `internal`
    case `package`
    case `public`
  }

  @Argument(help: "The feature's name, an UpperCamelCase type name such as UserProfile.")
  var name: String

  @Option(name: [.short, .long], help: "The package root to write into.")
  var output: String = "."

  @Option(help: "The target the feature goes in (default: the only folder in <output>/Sources).")
  var module: String?

  @Option(help: "The test target the tests go in (default: <module>Tests).")
  var testModule: String?

  @Option(help: "The view stub: swiftui (behind #if canImport(SwiftUI)), terminal or none.")
  var ui: UserInterface = .swiftui

  @Option(
    help: """
      The access level of the generated code: internal (tests use @testable import), package \
      or public.
      """)
  var access: Access = .internal

  @Flag(help: "Overwrite generated files that already exist (other files are never touched).")
  var force = false

  @Flag(help: "List the files that would be written, and write nothing.")
  var dryRun = false

  func run() throws {
    let root = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
    let options = ScaffoldOptions(
      module: try module ?? inferredModule(in: root),
      testModule: testModule,
      userInterface: ScaffoldOptions.UserInterface(rawValue: ui.rawValue) ?? .swiftUI,
      access: ScaffoldOptions.AccessLevel(rawValue: access.rawValue) ?? .internal)
    let scaffold: FeatureScaffold
    do {
      scaffold = try FeatureScaffold(name: name, options: options)
    } catch {
      throw CommandFailure(error.description)
    }
    let files = scaffold.files

    if dryRun {
      for file in files { print(shown(file.path)) }
      return
    }
    try checkNothingExists(files, in: root)
    var written: [String] = []
    for file in files {
      let url = root.appendingPathComponent(file.path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `.withoutOverwriting` creates the file exclusively: a file that appeared since the
        // check is not overwritten either.
        try Data(file.contents.utf8).write(to: url, options: force ? .atomic : .withoutOverwriting)
      } catch {
        var message = "cannot write \(shown(file.path)): \(error.localizedDescription)"
        if !written.isEmpty {
          message += "\nalready written: " + written.map(shown).joined(separator: ", ")
        }
        throw CommandFailure(message)
      }
      written.append(file.path)
      print("created \(shown(file.path))")
    }
    print("\nNext:")
    for step in scaffold.nextSteps { print("  - \(step)") }
  }

  /// Fails, naming them, when any of the files exists (as anything but a file with --force).
  private func checkNothingExists(_ files: [GeneratedFile], in root: URL) throws {
    var existing: [String] = []
    var folders: [String] = []
    for file in files {
      var isDirectory: ObjCBool = false
      let path = root.appendingPathComponent(file.path).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        folders.append(file.path)
      } else {
        existing.append(file.path)
      }
    }
    if !folders.isEmpty {
      throw CommandFailure(
        "these paths are folders; nothing was written:\n"
          + folders.map { "  \(shown($0))" }.joined(separator: "\n"))
    }
    if !existing.isEmpty, !force {
      let count =
        existing.count == 1 ? "a file already exists" : "\(existing.count) files already exist"
      throw CommandFailure(
        "\(count); nothing was written:\n"
          + existing.map { "  \(shown($0))" }.joined(separator: "\n")
          + "\nchoose another name or --output folder, or pass --force to overwrite them")
    }
  }

  /// The target folder to use when --module is not given: the only folder in `Sources`.
  private func inferredModule(in root: URL) throws -> String {
    let sources = root.appendingPathComponent("Sources")
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    let folders = entries.filter { entry in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: sources.appendingPathComponent(entry).path, isDirectory: &isDirectory)
      return exists && isDirectory.boolValue && !entry.hasPrefix(".")
    }
    guard folders.count == 1 else {
      let folder = shown("Sources")
      let found =
        folders.isEmpty
        ? "\(folder) has no target folder"
        : "\(folder) has \(folders.count) target folders: "
          + folders.sorted().joined(separator: ", ")
      throw CommandFailure("\(found); pass --module with the target the feature goes in")
    }
    return folders[0]
  }

  /// A path relative to the package root, as the user should see it: under --output.
  private func shown(_ path: String) -> String {
    output == "." ? path : (output.hasSuffix("/") ? output + path : output + "/" + path)
  }
}

/// A failure explained by its message alone, printed without the usage text; exit status 2.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
