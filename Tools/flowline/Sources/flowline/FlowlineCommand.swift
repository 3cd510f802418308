import ArgumentParser
import Foundation

/// The `flowline` command-line tool.
@main
struct FlowlineCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flowline",
    abstract: "Find SwiftUI data-flow failure modes, and scaffold Flowline features.",
    version: "0.1.0",
    subcommands: [LintCommand.self, RulesCommand.self, NewCommand.self],
    defaultSubcommand: nil)

  /// Exit codes: 0 clean, 1 findings at or above the failure severity, 2 usage errors.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let code as ExitCode {
      Self.exit(withError: code)
    } catch {
      if exitCode(for: error) == .success { Self.exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Self.exit(withError: ExitCode(2))
    }
  }
}
