import Foundation
import PackagePlugin

/// `swift package lint-flowline [--target NAME]… [flowline lint options] [PATHS…]`: runs
/// `flowline lint` over the package's targets.
///
/// Without paths, every target of the package that has Swift sources is linted in one run (so
/// the cross-file rules see all of them); `--target NAME` (repeatable) narrows that to the named
/// targets; paths, when given, replace the targets and are relative to the package directory.
/// Every other argument is handed to `flowline lint` unchanged (`--format sarif`, `--config`,
/// `--baseline`, `--fail-on`, `--only`, `--disable`, `--quiet`). `flowline` runs in the package
/// directory, so it reads the package's `.flowline.json` and prints package-relative paths.
///
/// The plugin asks for no permission: it only reads the sources, and the report goes to
/// standard output (for `--format json|sarif`, nothing else does: flowline's summary and
/// warnings become diagnostics on standard error). Writing a file into the package
/// (`--write-baseline`) needs `--allow-writing-to-package-directory` where plugins are
/// sandboxed (macOS).
@main
struct LintFlowline: CommandPlugin {
  /// The options of `flowline lint` that take a value: their value is not a path.
  static let valueOptions: Set<String> = [
    "--format", "--config", "--baseline", "--write-baseline", "--fail-on", "--only", "--disable",
  ]

  /// Runs `flowline lint` and fails when it reports findings at the failure severity (or a
  /// usage error).
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let (options, paths) = Self.split(extractor.remainingArguments)
    let lintPaths: [String]
    if !paths.isEmpty {
      guard targetNames.isEmpty else {
        throw LintFlowlineError("give either --target or paths, not both")
      }
      lintPaths = paths
    } else {
      let targets =
        targetNames.isEmpty
        ? context.package.targets : try context.package.targets(named: targetNames)
      lintPaths = targets.compactMap { target in
        guard let module = target.sourceModule,
          module.sourceFiles(withSuffix: "swift").contains(where: { _ in true })
        else { return nil }
        return Self.relativePath(of: module.directoryURL, in: context.package.directoryURL)
      }
      guard !lintPaths.isEmpty else {
        throw LintFlowlineError("the package has no target with Swift sources to lint")
      }
    }
    let run = try Self.run(
      try context.tool(named: "flowline").url, ["lint"] + options + lintPaths,
      in: context.package.directoryURL, scratch: context.pluginWorkDirectoryURL)
    Self.relay(run, machineReadable: Self.isMachineReadable(options))
    switch run.status {
    case 0: return
    case 1: throw LintFlowlineError("flowline found problems at or above the failure severity")
    default: throw LintFlowlineError("flowline lint failed with exit status \(run.status)")
    }
  }

  /// What `flowline lint` printed, and its exit status.
  struct Run {
    /// The exit status.
    var status: Int32
    /// Standard output: the report.
    var output: String
    /// Standard error: the summary line, warnings, usage errors.
    var errors: String
  }

  /// Runs the tool with its output and errors in files of the plugin's work folder (two pipes
  /// read one after the other could fill up and block).
  static func run(_ tool: URL, _ arguments: [String], in directory: URL, scratch: URL) throws
    -> Run
  {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
    let outputURL = scratch.appendingPathComponent("flowline.out")
    let errorsURL = scratch.appendingPathComponent("flowline.err")
    try Data().write(to: outputURL)
    try Data().write(to: errorsURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
  }

  /// Whether the report is for a program (`--format json|sarif`): then it is the only thing on
  /// standard output.
  static func isMachineReadable(_ options: [String]) -> Bool {
    var format = "xcode"
    for (index, option) in options.enumerated() {
      if option == "--format", index + 1 < options.count {
        format = options[index + 1]
      } else if option.hasPrefix("--format=") {
        format = String(option.dropFirst("--format=".count))
      }
    }
    return format != "xcode"
  }

  /// Passes on what flowline printed. `swift package` shows everything a plugin prints on its
  /// standard output, so the report goes there as it is. The rest of flowline's standard error
  /// follows it for the xcode format (a person reads both); for json and sarif, whose output a
  /// program reads, it becomes diagnostics on `swift package`'s standard error instead: warnings
  /// and errors as such, the summary line as a remark (shown with `-v`).
  static func relay(_ run: Run, machineReadable: Bool) {
    var shown = run.output
    var diagnostics: [String] = []
    for line in run.errors.split(separator: "\n").map(String.init) where !line.isEmpty {
      if let message = line.strippingPrefix("Error: ") ?? line.strippingPrefix("error: ") {
        Diagnostics.error(message)
      } else if let message = line.strippingPrefix("flowline: warning: ") {
        Diagnostics.warning(message)
      } else if machineReadable || run.status > 1 {
        diagnostics.append(line)
      } else {
        shown += line + "\n"
      }
    }
    for line in diagnostics { Diagnostics.remark(line) }
    if !shown.isEmpty { FileHandle.standardOutput.write(Data(shown.utf8)) }
  }

  /// Separates the options handed to `flowline lint` from the paths among the arguments.
  static func split(_ arguments: [String]) -> (options: [String], paths: [String]) {
    var options: [String] = []
    var paths: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument.hasPrefix("-") {
        options.append(argument)
        if valueOptions.contains(argument), index + 1 < arguments.endIndex {
          options.append(arguments[index + 1])
          index += 1
        }
      } else {
        paths.append(argument)
      }
      index += 1
    }
    return (options, paths)
  }

  /// `url`'s path relative to `root` when it is under it, else its absolute path.
  static func relativePath(of url: URL, in root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

extension String {
  /// The rest of the string after `prefix`, or `nil` when it does not start with it.
  fileprivate func strippingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}

/// A failure of the plugin, reported by `swift package` with a non-zero exit status.
struct LintFlowlineError: Error, CustomStringConvertible {
  /// What went wrong, in the user's words.
  let description: String

  /// Creates an error with its message.
  init(_ description: String) {
    self.description = description
  }
}
