package import FilmCatalogCore
import Flowline
import GRDB

/// Saves the shared watchlist in the `watchlistEntry` table, one row a film.
///
/// A change writes only the rows it adds and removes, in one transaction: another copy of the
/// app on the same database keeps the entries it added meanwhile, and a crash leaves either the
/// old rows or the new ones, never half of them. ``load()`` reads every row, so that
/// `Shared.reload()` picks up what another copy saved.
package struct SQLiteWatchlistPersistence: SharedPersistence {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func load() throws -> Watchlist? {
    try userFacingNow {
      try database.writer.read { db in
        let rows = try Row.fetchAll(
          db, sql: "SELECT filmId, title, year FROM watchlistEntry ORDER BY position, filmId")
        return Watchlist(
          entries: rows.map {
            WatchlistEntry(id: $0["filmId"], title: $0["title"], year: $0["year"])
          })
      }
    }
  }

  /// Replaces every row with the value's entries (for a first save with nothing to compare).
  package func save(_ value: Watchlist) throws {
    try userFacingNow {
      try database.writer.write { db in
        try db.execute(sql: "DELETE FROM watchlistEntry")
        try insert(value.entries, into: db)
      }
    }
  }

  /// Deletes the rows of the entries that left and inserts those that came, on the database's
  /// writer queue: while another process holds the write lock, only this save waits.
  package func save(_ value: Watchlist, replacing previous: Watchlist) async throws {
    let kept = Set(value.entries.map(\.id))
    let removed = previous.entries.map(\.id).filter { !kept.contains($0) }
    let before = Set(previous.entries.map(\.id))
    let added = value.entries.filter { !before.contains($0.id) }
    guard !removed.isEmpty || !added.isEmpty else { return }
    try await userFacing {
      try await database.writer.write { db in
        for id in removed {
          try db.execute(sql: "DELETE FROM watchlistEntry WHERE filmId = ?", arguments: [id])
        }
        try insert(added, into: db)
      }
    }
  }

  /// Appends entries after the last position, leaving a film that is already there as it is.
  private func insert(_ entries: [WatchlistEntry], into db: Database) throws {
    for entry in entries {
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO watchlistEntry (filmId, title, year, position)
          VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM watchlistEntry))
          """,
        arguments: [entry.id, entry.title, entry.year])
    }
  }
}
