package import Foundation
package import GRDB

/// The app's SQLite database: opened (and created, migrated and seeded on first run) at a path.
///
/// Every write is one transaction: killing the app mid-session loses nothing that was shown as
/// saved, and never leaves half a change behind. The file is opened in write-ahead-logging mode
/// through a pool of connections, as SQLite and GRDB intend for several users at once: two
/// copies of the app on one database read while the other writes, and a writer that finds the
/// database locked waits up to ``defaultBusyTimeout`` before the write fails (with an error the screen
/// shows, never silently).
package struct AppDatabase: Sendable {
  /// How long a write waits for another process's lock before it fails, by default.
  package static let defaultBusyTimeout: TimeInterval = 3

  /// The connections: a `DatabasePool` (write-ahead logging) on a file, a `DatabaseQueue` in
  /// memory.
  package let writer: any DatabaseWriter

  /// Opens the database at `url`, creating its directory and the file when they don't exist, and
  /// runs the migrations this build doesn't find applied.
  ///
  /// - Parameters:
  ///   - url: The database file.
  ///   - busyTimeout: How long a write waits for another process's lock before it fails.
  package init(url: URL, busyTimeout: TimeInterval = defaultBusyTimeout) throws {
    // The database holds the account and its session token: readable by its owner only. A
    // directory the app creates is 0700; the database file is 0600, and SQLite gives its
    // journal files the database file's permissions.
    let directory = url.deletingLastPathComponent()
    let files = FileManager.default
    if !files.fileExists(atPath: directory.path) {
      try files.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    if !files.fileExists(atPath: url.path) {
      _ = files.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
    }
    try? files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try self.init(
      DatabasePool(path: url.path, configuration: Self.configuration(busyTimeout: busyTimeout)))
  }

  /// The database file's identity when it was opened, to notice it removed or replaced.
  private static func identity(of path: String) -> (dev: UInt64, ino: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// Whether the database file this database opened is gone or another file now stands at its
  /// path (the data directory removed, the file replaced): writes would then go to a file no
  /// launch will read again. `nil` for an in-memory database.
  ///
  /// - Parameter path: The path the database was opened at.
  /// - Parameter opened: The file's identity when it was opened.
  package static func fileWasRemovedOrReplaced(
    at path: String, since opened: (dev: UInt64, ino: UInt64)?
  ) -> Bool {
    guard let opened else { return false }
    guard let now = identity(of: path) else { return true }
    return now != opened
  }

  /// The identity of the file at `path` now (read it right after opening the database).
  ///
  /// - Parameter path: The database's path.
  /// - Returns: Its device and inode, or `nil` when there is no file.
  package static func fileIdentity(at path: String) -> (dev: UInt64, ino: UInt64)? {
    identity(of: path)
  }

  /// Folds the write-ahead log into the database file, so that the file alone is complete (a
  /// clean quit does it). A failure (another process reading) leaves the log, which SQLite
  /// folds in later: nothing is lost.
  package func checkpoint() {
    _ = try? writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
  }

  /// An in-memory database, migrated and seeded: for tests.
  package static func inMemory() throws -> AppDatabase {
    try AppDatabase(DatabaseQueue(configuration: configuration(busyTimeout: 0)))
  }

  /// Wraps an open connection and migrates it.
  package init(_ writer: any DatabaseWriter, upTo lastMigration: String? = nil) throws {
    self.writer = writer
    if let lastMigration {
      try Self.migrator.migrate(writer, upTo: lastMigration)
    } else {
      try Self.migrator.migrate(writer)
    }
  }

  private static func configuration(busyTimeout: TimeInterval) -> Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.label = "film-catalog"
    configuration.busyMode = .timeout(busyTimeout)
    return configuration
  }

  /// Adds `count` generated films (``CatalogSeed/generatedFilms(_:after:)``) in one
  /// transaction, for measuring a large catalog.
  ///
  /// - Parameter count: How many films.
  /// - Returns: The identifiers the films took.
  @discardableResult
  package func addGeneratedFilms(_ count: Int) throws -> Range<Int> {
    try writer.write { db in
      let last = try Int.fetchOne(db, sql: "SELECT MAX(id) FROM film") ?? 0
      for film in CatalogSeed.generatedFilms(count, after: last) {
        try FilmRecord(film).insert(db)
      }
      return (last + 1)..<(last + 1 + count)
    }
  }
}
