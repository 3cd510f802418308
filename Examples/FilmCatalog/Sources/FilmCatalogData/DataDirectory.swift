package import Foundation

/// Where the app keeps its database when `--database` doesn't say.
package enum DataDirectory {
  /// The database file's name inside the data directory.
  package static let databaseName = "catalog.sqlite"

  /// `$XDG_DATA_HOME/film-catalog/catalog.sqlite`, else `$HOME/.local/share/film-catalog/…` on
  /// Linux; `~/Library/Application Support/film-catalog/…` on Apple platforms.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - home: The user's home directory when `$HOME` doesn't say (Foundation's answer on Linux
  ///     comes from the password database and ignores `$HOME`).
  package static func defaultDatabaseURL(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    home: URL = FileManager.default.homeDirectoryForCurrentUser
  ) -> URL {
    let home =
      environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil } ?? home
    #if canImport(Darwin)
      let base =
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        ?? home.appendingPathComponent("Library/Application Support")
    #else
      let base: URL
      if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
        base = URL(fileURLWithPath: xdg)
      } else {
        base = home.appendingPathComponent(".local/share")
      }
    #endif
    return base.appendingPathComponent("film-catalog").appendingPathComponent(databaseName)
  }
}
