package import Foundation

/// The command line: `film-catalog [--database PATH] [--fail-rate R] [--latency MS] [--open URL]
/// [--record FILE] [--generate-films N]`.
package struct Options: Equatable, Sendable {
  package var database: URL?
  package var failRate: Double = 0
  package var latencyMilliseconds = 0
  package var link: URL?
  /// Where to record the session (`--record`), to replay it as a test.
  package var recording: URL?
  /// How many generated films to add to the database before exiting (`--generate-films`), to
  /// measure the app with a large catalog.
  package var generatedFilms: Int?
  package var showHelp = false

  package init() {}

  package static let usage = """
    Usage: film-catalog [options]

    A film catalog on SQLite, in the terminal: the Flowline reference app.

    Options:
      --database PATH   The SQLite file (created and seeded when missing).
                        Default: $XDG_DATA_HOME/film-catalog/catalog.sqlite
                        (~/.local/share/film-catalog/… when XDG_DATA_HOME is unset;
                        Application Support on macOS).
      --fail-rate R     Make each repository call fail with probability R (0 to 1),
                        to see errors, rollbacks and retries live.
      --latency MS      Make each repository call take MS more milliseconds,
                        to see the loading indicators.
      --open URL        Open a link once started, e.g. filmcatalog://film/42.
      --record FILE     Record the session to FILE (no passwords or tokens), to replay
                        it as a regression test; see the README.
      --generate-films N
                        Add N generated films (1 to 1000000) to the database, then exit:
                        a large catalog to measure the app with.
      -h, --help        Show this help.

    Demo account: demo@example.com / flowline
    """

  /// Why a command line could not be read.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    package var description: String
  }

  /// Reads the arguments (without the program name).
  package static func parse(_ arguments: [String]) throws(Failure) -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(for name: String) throws(Failure) -> String {
      guard let value = rest.popFirst(), !value.hasPrefix("--") else {
        throw Failure(description: "\(name) needs a value.")
      }
      return value
    }
    while let argument = rest.popFirst() {
      let (name, inline) = split(argument)
      func argumentValue() throws(Failure) -> String {
        if let inline { return inline }
        return try value(for: name)
      }
      switch name {
      case "--database":
        let path = try argumentValue()
        guard !path.isEmpty else { throw Failure(description: "--database needs a path.") }
        options.database = URL(fileURLWithPath: path)
      case "--fail-rate":
        let text = try argumentValue()
        guard let rate = Double(text), (0...1).contains(rate) else {
          throw Failure(description: "--fail-rate takes a number from 0 to 1, not “\(text)”.")
        }
        options.failRate = rate
      case "--latency":
        let text = try argumentValue()
        guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else {
          throw Failure(description: "--latency takes milliseconds from 0 to 60000, not “\(text)”.")
        }
        options.latencyMilliseconds = milliseconds
      case "--open":
        let text = try argumentValue()
        guard let url = URL(string: text), url.scheme != nil else {
          throw Failure(description: "--open takes a link such as filmcatalog://film/42.")
        }
        options.link = url
      case "--record":
        let path = try argumentValue()
        guard !path.isEmpty else { throw Failure(description: "--record needs a file.") }
        options.recording = URL(fileURLWithPath: path)
      case "--generate-films":
        let text = try argumentValue()
        guard let count = Int(text), (1...1_000_000).contains(count) else {
          throw Failure(
            description: "--generate-films takes a number from 1 to 1000000, not “\(text)”.")
        }
        options.generatedFilms = count
      case "-h", "--help":
        options.showHelp = true
      default:
        throw Failure(description: "Unknown option “\(argument)”.")
      }
    }
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
