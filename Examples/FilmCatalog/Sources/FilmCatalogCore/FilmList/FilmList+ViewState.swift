import Flowline

extension FilmList {
  /// Exactly what the list renders.
  package struct ViewState: Equatable, Sendable {
    package var rows: [FilmRow]
    package var query: String
    package var filterTitle: String
    /// "312 films", "1 film", or nothing while nothing is loaded.
    package var countText: String?
    /// Loading with nothing to show yet.
    package var isLoading: Bool
    /// Loading again while the previous rows stay visible.
    package var isRefreshing: Bool
    package var errorMessage: String?
    /// What the last finished change did, for a status line.
    package var notice: String?
    /// Set when a finished load found nothing, saying why.
    package var emptyMessage: String?
    /// The last load failed with nothing to show: offer to retry.
    package var canRetry: Bool
  }

  /// One row of the list: only what the row shows.
  package struct FilmRow: Equatable, Sendable, Identifiable {
    package var id: Film.ID
    package var title: String
    /// "1994 · Drama · 2h 22m"
    package var details: String
    /// "8.1"
    package var rating: String
    package var isFavourite: Bool
  }

  package func reduce(_ state: DomainState) -> ViewState {
    let films = state.films.value ?? []
    let loadedNothing = !state.films.isLoading && state.films.value?.isEmpty == true
    return ViewState(
      rows: films.map(FilmRow.init),
      query: state.query,
      filterTitle: state.filter.title,
      countText: state.films.value.map { "\($0.count) film\($0.count == 1 ? "" : "s")" },
      isLoading: state.films.isLoading && !state.films.isRefreshing,
      isRefreshing: state.films.isRefreshing,
      errorMessage: state.errorMessage,
      notice: state.notice,
      emptyMessage: loadedNothing && state.errorMessage == nil
        ? Self.emptyMessage(query: state.appliedQuery, filter: state.filter) : nil,
      canRetry: state.films.error != nil && state.films.value == nil
    )
  }

  static func emptyMessage(query: String, filter: FilmFilter) -> String {
    let query = query.trimmingSpaces()
    switch (query.isEmpty, filter) {
    case (true, .all): return "The catalog is empty."
    case (true, _): return "No films in \(filter.title)."
    case (false, .all): return "No films match “\(query)”."
    case (false, _): return "No films in \(filter.title) match “\(query)”."
    }
  }
}

extension FilmList.FilmRow {
  package init(_ film: Film) {
    self.init(
      id: film.id,
      title: film.title,
      details: "\(film.year) · \(film.genre.title) · \(film.formattedRuntime)",
      rating: film.formattedRating,
      isFavourite: film.isFavourite
    )
  }
}
