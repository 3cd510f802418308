package import Foundation
package import GRDB

/// The app's SQLite database: opened (and created, migrated and seeded on first run) at a path.
///
/// Every write is one transaction: killing the app mid-session loses nothing that was shown as
/// saved, and never leaves half a change behind.
package struct AppDatabase: Sendable {
  /// The connection. A `DatabaseQueue` serializes every access, sync and async alike.
  package let writer: DatabaseQueue

  /// Opens the database at `url`, creating its directory and the file when they don't exist, and
  /// runs the migrations this build doesn't find applied.
  package init(url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try self.init(DatabaseQueue(path: url.path, configuration: Self.configuration))
  }

  /// An in-memory database, migrated and seeded: for tests.
  package static func inMemory() throws -> AppDatabase {
    try AppDatabase(DatabaseQueue(configuration: configuration))
  }

  /// Wraps an open connection and migrates it.
  package init(_ writer: DatabaseQueue, upTo lastMigration: String? = nil) throws {
    self.writer = writer
    if let lastMigration {
      try Self.migrator.migrate(writer, upTo: lastMigration)
    } else {
      try Self.migrator.migrate(writer)
    }
  }

  private static var configuration: Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.label = "film-catalog"
    return configuration
  }
}
