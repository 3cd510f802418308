/// A film of the catalog: the domain model every screen shares.
package struct Film: Equatable, Hashable, Sendable, Identifiable, Codable {
  package var id: Int
  package var title: String
  package var year: Int
  package var genre: Genre
  package var director: String
  package var runtimeMinutes: Int
  /// Out of ten, one decimal.
  package var rating: Double
  package var synopsis: String
  package var isFavourite: Bool

  package init(
    id: Int, title: String, year: Int, genre: Genre, director: String, runtimeMinutes: Int,
    rating: Double, synopsis: String, isFavourite: Bool = false
  ) {
    self.id = id
    self.title = title
    self.year = year
    self.genre = genre
    self.director = director
    self.runtimeMinutes = runtimeMinutes
    self.rating = rating
    self.synopsis = synopsis
    self.isFavourite = isFavourite
  }
}

/// A film's genre.
package enum Genre: String, CaseIterable, Hashable, Sendable, Codable {
  case drama, comedy, thriller, scienceFiction, animation, documentary, horror, romance, western

  /// The name shown to the user.
  package var title: String {
    switch self {
    case .drama: "Drama"
    case .comedy: "Comedy"
    case .thriller: "Thriller"
    case .scienceFiction: "Science fiction"
    case .animation: "Animation"
    case .documentary: "Documentary"
    case .horror: "Horror"
    case .romance: "Romance"
    case .western: "Western"
    }
  }
}

extension Film {
  /// "2h 05m", or "58m" for a short film.
  package var formattedRuntime: String {
    let hours = runtimeMinutes / 60
    let minutes = runtimeMinutes % 60
    guard hours > 0 else { return "\(minutes)m" }
    return "\(hours)h \(minutes < 10 ? "0" : "")\(minutes)m"
  }

  /// "7.9", one decimal, without Foundation's formatters.
  package var formattedRating: String {
    let tenths = Int((rating * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
