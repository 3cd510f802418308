import FilmCatalogCore
package import Foundation
import GRDB

/// Keeps the navigation state's bytes in the `navigationState` table, and bytes that could not
/// be restored in `unreadableNavigationState`, with the reason, instead of dropping them.
///
/// Loading and keeping unreadable bytes happen at launch; a failure there never stops the app:
/// it is kept in ``lastError`` and the app goes on with what it has. A save runs on the
/// database's writer queue (the main actor waits for nothing) and throws its failure in the
/// user's words, for the app to say.
@MainActor
package final class SQLiteNavigationStore: NavigationStateStoring {
  private let database: AppDatabase
  /// The last storage failure, if any.
  package private(set) var lastError: (any Error)?

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func load() -> Data? {
    attempt {
      try database.writer.read { db in
        try Data.fetchOne(db, sql: "SELECT data FROM navigationState WHERE id = 1")
      }
    } ?? nil
  }

  package nonisolated func save(_ bytes: Data) async throws {
    try await userFacing {
      try await database.writer.write { db in
        try db.execute(
          sql: """
            INSERT INTO navigationState (id, data, savedAt) VALUES (1, ?, ?)
            ON CONFLICT(id) DO UPDATE SET data = excluded.data, savedAt = excluded.savedAt
            """,
          arguments: [bytes, Date()])
      }
    }
  }

  package func keepUnreadable(_ bytes: Data, reason: String) {
    attempt {
      try database.writer.write { db in
        try db.execute(
          sql: "INSERT INTO unreadableNavigationState (data, reason, keptAt) VALUES (?, ?, ?)",
          arguments: [bytes, reason, Date()])
      }
    }
  }

  /// The bytes kept because they could not be restored, oldest first, with their reasons.
  package func unreadable() throws -> [(data: Data, reason: String)] {
    try database.writer.read { db in
      try Row.fetchAll(db, sql: "SELECT data, reason FROM unreadableNavigationState ORDER BY id")
        .map { (data: $0["data"], reason: $0["reason"]) }
    }
  }

  private func attempt<T>(_ body: () throws -> T) -> T? {
    do {
      let value = try body()
      lastError = nil
      return value
    } catch {
      lastError = error
      return nil
    }
  }
}
