package import FilmCatalogCore
import Foundation
import GRDB

/// The catalog in SQLite. Reads and writes run off the main actor, each write in a transaction.
package struct SQLiteFilmRepository: FilmRepository {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage {
    try await userFacing {
      try await database.writer.read { db in
        var request = FilmRecord.all()
        let text = SearchText.folded(query.text.trimmingSpaces())
        if text.unicodeScalars.count >= 3 {
          // The trigram index finds the films whose folded title or director holds the text.
          let phrase = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
          request = request.filter(
            sql: "id IN (SELECT rowid FROM filmSearch WHERE filmSearch MATCH ?)",
            arguments: [phrase])
        } else if !text.isEmpty {
          // Too short for a trigram: a scan of the folded column, in SQLite, still fast.
          request = request.filter(sql: "instr(searchKey, ?) > 0", arguments: [text])
        }
        switch query.filter {
        case .all: break
        case .favourites: request = request.filter(Column("isFavourite") == true)
        case .genre(let genre): request = request.filter(Column("genre") == genre.rawValue)
        }
        let total = try request.fetchCount(db)
        let lower = min(max(window.lowerBound, 0), total)
        let upper = min(max(window.upperBound, lower), total)
        let films = try request.order(Column("title"), Column("id"))
          .limit(upper - lower, offset: lower)
          .fetchAll(db).map(\.film)
        return FilmPage(films: films, offset: lower, total: total)
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
}
