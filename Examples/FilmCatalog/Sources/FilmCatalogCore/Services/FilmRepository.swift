/// Where the catalog's films live (seed 004's `FilmRepository`). The app uses the SQLite one in
/// `FilmCatalogData`; previews and tests use ``InMemoryFilmRepository`` or a mock.
///
/// Every method may throw: the features turn failures into messages and rollbacks.
package protocol FilmRepository: Sendable {
  /// A window of the films matching a query, in title order, with how many match in all.
  ///
  /// A catalog can hold 100,000 films: a screen loads the window it shows (plus a margin), never
  /// the whole result.
  ///
  /// - Parameters:
  ///   - query: The search text and the filter.
  ///   - window: The positions wanted in the whole result; the page holds those that exist.
  func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage
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
extension FilmRepository {
  /// Every film matching a query, in title order (for tests and small catalogs).
  package func films(matching query: FilmQuery) async throws -> [Film] {
    try await films(matching: query, in: 0..<Int.max).films
  }
}

/// A window of a query's films: the films at positions `offset ..< offset + films.count` of the
/// whole result, in title order, and how many films the whole result holds.
package struct FilmPage: Equatable, Hashable, Sendable, Codable, ExpressibleByArrayLiteral {
  /// The films of the window, in title order.
  package var films: [Film]
  /// The position of the first of them in the whole result.
  package var offset: Int
  /// How many films match the query in all.
  package var total: Int

  package init(films: [Film], offset: Int, total: Int) {
    self.films = films
    self.offset = offset
    self.total = total
  }

  /// The window of a whole result.
  ///
  /// - Parameters:
  ///   - all: Every film of the result, in order.
  ///   - window: The positions wanted.
  package init(all: [Film], window: Range<Int>) {
    let lower = min(max(window.lowerBound, 0), all.count)
    let upper = min(max(window.upperBound, lower), all.count)
    self.init(films: Array(all[lower..<upper]), offset: lower, total: all.count)
  }

  /// A page holding a whole result, written as its films (tests, previews).
  package init(arrayLiteral films: Film...) {
    self.init(films)
  }

  /// A page holding a whole result.
  ///
  /// - Parameter films: Every film of the result, in order.
  package init(_ films: [Film]) {
    self.init(films: films, offset: 0, total: films.count)
  }

  /// The positions the page holds.
  package var positions: Range<Int> { offset..<(offset + films.count) }

  /// The film at a position of the whole result, when the page holds it.
  package subscript(position position: Int) -> Film? {
    positions.contains(position) ? films[position - offset] : nil
  }
}

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

  package func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage {
    FilmPage(
      all: storedFilms.filter(query.matches).sorted { ($0.title, $0.id) < ($1.title, $1.id) },
      window: window)
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
