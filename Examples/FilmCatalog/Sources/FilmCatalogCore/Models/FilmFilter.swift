/// Which films the list shows (seed 003's filtered list): all of them, the favourites, or one
/// genre.
package enum FilmFilter: Hashable, Sendable, Codable {
  case all
  case favourites
  case genre(Genre)

  /// Every filter, in the order the filter sheet offers them.
  package static var allFilters: [FilmFilter] {
    [.all, .favourites] + Genre.allCases.map(FilmFilter.genre)
  }

  /// The name shown to the user.
  package var title: String {
    switch self {
    case .all: "All films"
    case .favourites: "Favourites"
    case .genre(let genre): genre.title
    }
  }

  /// Whether a film passes the filter.
  package func includes(_ film: Film) -> Bool {
    switch self {
    case .all: true
    case .favourites: film.isFavourite
    case .genre(let genre): film.genre == genre
    }
  }
}

/// What the list asks the repository for: a search text and a filter.
package struct FilmQuery: Hashable, Sendable {
  package var text: String
  package var filter: FilmFilter

  package init(text: String = "", filter: FilmFilter = .all) {
    self.text = text
    self.filter = filter
  }

  /// Whether a film matches: its title or director contains the text (as ``SearchText``
  /// compares it) and it passes the filter. The SQLite repository runs the same test in SQL.
  package func matches(_ film: Film) -> Bool {
    guard filter.includes(film) else { return false }
    let text = text.trimmingSpaces()
    return SearchText.matches(film.title, search: text)
      || SearchText.matches(film.director, search: text)
  }
}

extension String {
  /// The string without leading and trailing spaces (no Foundation needed).
  package func trimmingSpaces() -> String {
    let characters = drop(while: { $0 == " " })
    return String(characters.reversed().drop(while: { $0 == " " }).reversed())
  }
}
