/// Where the catalog's films live (seed 004's `FilmRepository`). The app uses the SQLite one in
/// `FilmCatalogData`; previews and tests use ``InMemoryFilmRepository`` or a mock.
///
/// Every method may throw: the features turn failures into messages and rollbacks.
package protocol FilmRepository: Sendable {
  /// The films matching a query, by title.
  func films(matching query: FilmQuery) async throws -> [Film]
  /// One film, or `nil` when there is none with that identifier.
  func film(id: Film.ID) async throws -> Film?
  /// Films like this one (same director or genre), best rated first.
  func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film]
  /// Deletes a film.
  func deleteFilm(id: Film.ID) async throws
  /// Marks a film as a favourite, or not.
  func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws
}

/// A failure of the catalog's storage, with a message fit for the user.
package struct RepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
  package var message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

/// Films kept in memory: for previews, demos and tests. Same query semantics as SQLite.
package actor InMemoryFilmRepository: FilmRepository {
  package private(set) var storedFilms: [Film]

  package init(films: [Film]) {
    self.storedFilms = films
  }

  package func films(matching query: FilmQuery) async throws -> [Film] {
    storedFilms.filter(query.matches).sorted { ($0.title, $0.id) < ($1.title, $1.id) }
  }

  package func film(id: Film.ID) async throws -> Film? {
    storedFilms.first { $0.id == id }
  }

  package func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film] {
    guard let film = storedFilms.first(where: { $0.id == id }) else { return [] }
    return Array(
      storedFilms
        .filter { $0.id != id && ($0.director == film.director || $0.genre == film.genre) }
        .sorted { ($1.rating, $0.id) < ($0.rating, $1.id) }
        .prefix(limit))
  }

  package func deleteFilm(id: Film.ID) async throws {
    storedFilms.removeAll { $0.id == id }
  }

  package func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws {
    guard let index = storedFilms.firstIndex(where: { $0.id == filmID }) else {
      throw RepositoryError("No film with id \(filmID).")
    }
    storedFilms[index].isFavourite = isFavourite
  }
}
