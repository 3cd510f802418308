import FilmCatalogCore
import GRDB

/// A row of the `film` table. The domain's `Film` knows nothing of SQLite; this maps it.
struct FilmRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "film"

  var id: Int
  var title: String
  var year: Int
  var genre: String
  var director: String
  var runtimeMinutes: Int
  var rating: Double
  var synopsis: String
  var isFavourite: Bool
  /// The folded title and director a search matches (``SearchText/key(title:director:)``).
  var searchKey: String

  init(_ film: Film) {
    id = film.id
    title = film.title
    year = film.year
    genre = film.genre.rawValue
    director = film.director
    runtimeMinutes = film.runtimeMinutes
    rating = film.rating
    synopsis = film.synopsis
    isFavourite = film.isFavourite
    searchKey = SearchText.key(title: film.title, director: film.director)
  }

  /// The domain film; an unknown genre (written by a newer build) reads as drama.
  var film: Film {
    Film(
      id: id, title: title, year: year, genre: Genre(rawValue: genre) ?? .drama,
      director: director, runtimeMinutes: runtimeMinutes, rating: rating, synopsis: synopsis,
      isFavourite: isFavourite)
  }
}
