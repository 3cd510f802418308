package import FilmCatalogCore
import GRDB

/// The catalog in SQLite. Reads and writes run off the main actor, each write in a transaction.
package struct SQLiteFilmRepository: FilmRepository {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func films(matching query: FilmQuery) async throws -> [Film] {
    try await userFacing {
      try await database.writer.read { db in
        var request = FilmRecord.all()
        let text = query.text.trimmingSpaces()
        if !text.isEmpty {
          // SQLite's LIKE folds ASCII only: search with the app's own folding, in SQL.
          db.add(function: Self.searchMatches)
          request = request.filter(
            Self.searchMatches(Column("title"), text.databaseValue)
              || Self.searchMatches(Column("director"), text.databaseValue))
        }
        switch query.filter {
        case .all: break
        case .favourites: request = request.filter(Column("isFavourite") == true)
        case .genre(let genre): request = request.filter(Column("genre") == genre.rawValue)
        }
        return try request.order(Column("title"), Column("id")).fetchAll(db).map(\.film)
      }
    }
  }

  package func film(id: Film.ID) async throws -> Film? {
    try await userFacing {
      try await database.writer.read { db in try FilmRecord.fetchOne(db, key: id)?.film }
    }
  }

  package func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film] {
    try await userFacing {
      try await database.writer.read { db in
        guard let film = try FilmRecord.fetchOne(db, key: id) else { return [] }
        return
          try FilmRecord
          .filter(Column("id") != id)
          .filter(Column("director") == film.director || Column("genre") == film.genre)
          .order(sql: "director = ? DESC, rating DESC, id", arguments: [film.director])
          .limit(limit)
          .fetchAll(db)
          .map(\.film)
      }
    }
  }

  package func deleteFilm(id: Film.ID) async throws {
    try await userFacing {
      try await database.writer.write { db in
        guard try FilmRecord.deleteOne(db, key: id) else {
          throw RepositoryError("There is no film with id \(id).")
        }
      }
    }
  }

  package func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws {
    try await userFacing {
      try await database.writer.write { db in
        try db.execute(
          sql: "UPDATE film SET isFavourite = ? WHERE id = ?", arguments: [isFavourite, filmID])
        guard db.changesCount == 1 else {
          throw RepositoryError("There is no film with id \(filmID).")
        }
      }
    }
  }

  /// `search_matches(text, search)`: whether `text` contains `search` as ``SearchText``
  /// compares them (case and accents folded, Unicode-aware).
  static let searchMatches = DatabaseFunction("search_matches", argumentCount: 2, pure: true) {
    values in
    guard let text = String.fromDatabaseValue(values[0]),
      let search = String.fromDatabaseValue(values[1])
    else { return false }
    return SearchText.matches(text, search: search)
  }
}
