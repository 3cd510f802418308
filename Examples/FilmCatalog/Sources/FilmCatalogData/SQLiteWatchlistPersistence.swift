package import FilmCatalogCore
import Flowline
import GRDB

/// Saves the shared watchlist in the `watchlistEntry` table: each save replaces the rows in one
/// transaction, so a crash leaves either the old list or the new one, never half of it.
package struct SQLiteWatchlistPersistence: SharedPersistence {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func load() throws -> Watchlist? {
    try database.writer.read { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT filmId, title, year FROM watchlistEntry ORDER BY position")
      return Watchlist(
        entries: rows.map { WatchlistEntry(id: $0["filmId"], title: $0["title"], year: $0["year"]) }
      )
    }
  }

  package func save(_ value: Watchlist) throws {
    try database.writer.write { db in
      try db.execute(sql: "DELETE FROM watchlistEntry")
      for (position, entry) in value.entries.enumerated() {
        try db.execute(
          sql: "INSERT INTO watchlistEntry (filmId, title, year, position) VALUES (?, ?, ?, ?)",
          arguments: [entry.id, entry.title, entry.year, position])
      }
    }
  }
}
