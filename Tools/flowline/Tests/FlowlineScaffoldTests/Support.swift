import Foundation
import Testing

/// The result of running a program.
struct ProgramRun {
  var status: Int32
  var output: String
  var errors: String
}

enum Paths {
  /// `Tools/flowline`, found from this file's path.
  static let toolPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // FlowlineScaffoldTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // Tools/flowline

  /// The repository root: the Flowline library's package.
  static let repository =
    toolPackage
    .deletingLastPathComponent()  // Tools
    .deletingLastPathComponent()

  /// The `flowline` executable built next to the test bundle, if it was built.
  static var flowlineExecutable: URL? {
    var folders = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
    }
    folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    let candidates = folders.flatMap {
      [
        $0.appendingPathComponent("flowline"),
        $0.deletingLastPathComponent().appendingPathComponent("flowline"),
      ]
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// A fresh folder under the temporary directory, removed by ``remove()``.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowline-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

  func write(_ relative: String, _ text: String) throws {
    let file = path(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOf: path(relative), encoding: .utf8)
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative).path)
  }
}

/// Runs a program to completion, collecting its standard output and standard error (through
/// files, so that a chatty build cannot block on a full pipe).
func runProgram(
  _ executable: URL, _ arguments: [String], in directory: URL
) throws -> ProgramRun {
  let logs = FileManager.default.temporaryDirectory.appendingPathComponent(
    "flowline-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: logs) }
  let outputURL = logs.appendingPathComponent("stdout")
  let errorsURL = logs.appendingPathComponent("stderr")
  try Data().write(to: outputURL)
  try Data().write(to: errorsURL)
  let output = try FileHandle(forWritingTo: outputURL)
  let errors = try FileHandle(forWritingTo: errorsURL)
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  try output.close()
  try errors.close()
  return ProgramRun(
    status: process.terminationStatus,
    output: try String(contentsOf: outputURL, encoding: .utf8),
    errors: try String(contentsOf: errorsURL, encoding: .utf8))
}
