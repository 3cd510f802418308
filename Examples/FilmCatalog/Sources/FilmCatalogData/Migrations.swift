import FilmCatalogCore
import Foundation
package import GRDB

extension AppDatabase {
  /// The schema's history, one versioned migration per change. A migration runs once, in a
  /// transaction; a database written by an older build is brought up to date on open, and its
  /// data kept. Never edit a shipped migration: add one.
  package static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1 catalog") { db in
      try db.create(table: "film") { table in
        table.primaryKey("id", .integer)
        table.column("title", .text).notNull()
        table.column("year", .integer).notNull()
        table.column("genre", .text).notNull()
        table.column("director", .text).notNull()
        table.column("runtimeMinutes", .integer).notNull()
        table.column("rating", .double).notNull()
        table.column("synopsis", .text).notNull()
        table.column("isFavourite", .boolean).notNull().defaults(to: false)
      }
      try db.create(index: "film_on_title", on: "film", columns: ["title"])
      // The columns of this version, frozen: the record type has gained some since.
      for film in CatalogSeed.films() {
        try db.execute(
          sql: """
            INSERT INTO film (id, title, year, genre, director, runtimeMinutes, rating, synopsis,
              isFavourite) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            film.id, film.title, film.year, film.genre.rawValue, film.director,
            film.runtimeMinutes, film.rating, film.synopsis, film.isFavourite,
          ])
      }
    }
    migrator.registerMigration("v2 accounts") { db in
      try db.create(table: "user") { table in
        table.primaryKey("email", .text).collate(.nocase)
        table.column("password", .text).notNull()
      }
      try db.create(table: "session") { table in
        table.primaryKey("id", .integer).check { $0 == 1 }
        table.column("email", .text).notNull()
        table.column("token", .text).notNull()
        table.column("createdAt", .datetime).notNull()
      }
      try db.execute(
        sql: "INSERT INTO user (email, password) VALUES (?, ?)",
        arguments: [CatalogSeed.demoEmail, CatalogSeed.demoPassword])
    }
    migrator.registerMigration("v3 watchlist and navigation") { db in
      try db.create(table: "watchlistEntry") { table in
        table.primaryKey("filmId", .integer)
        table.column("title", .text).notNull()
        table.column("year", .integer).notNull()
        table.column("position", .integer).notNull()
      }
      try db.create(table: "navigationState") { table in
        table.primaryKey("id", .integer).check { $0 == 1 }
        table.column("data", .blob).notNull()
        table.column("savedAt", .datetime).notNull()
      }
      try db.create(table: "unreadableNavigationState") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("data", .blob).notNull()
        table.column("reason", .text).notNull()
        table.column("keptAt", .datetime).notNull()
      }
    }
    migrator.registerMigration("v4 analytics") { db in
      try db.create(table: "analyticsEvent") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull()
        table.column("at", .datetime).notNull()
      }
    }
    migrator.registerMigration("v5 search") { db in
      // Search stays fast at 100,000 films: each film keeps its folded title and director
      // (folded once, in Swift, as the search always folded), and a trigram full-text index over
      // them finds a substring without reading every row. The triggers keep the index in step.
      try db.alter(table: "film") { table in
        table.add(column: "searchKey", .text).notNull().defaults(to: "")
      }
      let rows = try Row.fetchAll(db, sql: "SELECT id, title, director FROM film")
      for row in rows {
        let key = SearchText.key(title: row["title"], director: row["director"])
        try db.execute(
          sql: "UPDATE film SET searchKey = ? WHERE id = ?", arguments: [key, row["id"] as Int])
      }
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE filmSearch USING fts5(
            searchKey, content='film', content_rowid='id', tokenize='trigram');
          INSERT INTO filmSearch(filmSearch) VALUES ('rebuild');
          CREATE TRIGGER film_search_insert AFTER INSERT ON film BEGIN
            INSERT INTO filmSearch(rowid, searchKey) VALUES (new.id, new.searchKey);
          END;
          CREATE TRIGGER film_search_delete AFTER DELETE ON film BEGIN
            INSERT INTO filmSearch(filmSearch, rowid, searchKey)
              VALUES ('delete', old.id, old.searchKey);
          END;
          CREATE TRIGGER film_search_update AFTER UPDATE OF searchKey ON film BEGIN
            INSERT INTO filmSearch(filmSearch, rowid, searchKey)
              VALUES ('delete', old.id, old.searchKey);
            INSERT INTO filmSearch(rowid, searchKey) VALUES (new.id, new.searchKey);
          END;
          """)
    }
    migrator.registerMigration("v6 watchlist follows the catalog") { db in
      // A watchlist entry cannot outlive its film: another copy of the app deleting a film
      // takes its entry with it, and an entry for a film that is gone is refused.
      try db.create(table: "newWatchlistEntry") { table in
        table.primaryKey("filmId", .integer)
          .references("film", column: "id", onDelete: .cascade)
        table.column("title", .text).notNull()
        table.column("year", .integer).notNull()
        table.column("position", .integer).notNull()
      }
      try db.execute(
        sql: """
          INSERT INTO newWatchlistEntry (filmId, title, year, position)
            SELECT filmId, title, year, position FROM watchlistEntry
            WHERE filmId IN (SELECT id FROM film);
          DROP TABLE watchlistEntry;
          ALTER TABLE newWatchlistEntry RENAME TO watchlistEntry;
          """)
    }
    migrator.registerMigration("v7 password hashes") { db in
      // Passwords were kept in clear: each becomes a salted scrypt hash, and the clear text is
      // overwritten on disk (secure_delete), not merely unlinked from the table.
      try db.execute(sql: "PRAGMA secure_delete = ON")
      try db.create(table: "account") { table in
        table.primaryKey("email", .text).collate(.nocase)
        table.column("passwordHash", .text).notNull()
      }
      for row in try Row.fetchAll(db, sql: "SELECT email, password FROM user") {
        let password: String = row["password"]
        try db.execute(
          sql: "INSERT INTO account (email, passwordHash) VALUES (?, ?)",
          arguments: [row["email"] as String, try PasswordHash.make(password)])
      }
      try db.execute(sql: "DROP TABLE user")
    }
    return migrator
  }
}
