import Flowline

extension FilmList {
  /// Exactly what the list renders.
  package struct ViewState: Equatable, Sendable {
    package var rows: [FilmRow]
    /// The position of the first of ``rows`` in the whole result.
    package var firstRowPosition: Int
    /// How many films the whole result holds: the rows are a window of them.
    package var total: Int
    /// The position the list shows (the cursor of a terminal, restored with the list).
    package var position: Int
    /// The films being deleted, shown as pending until the database has the delete.
    package var deleting: Set<Film.ID>
    /// The films whose favourite is being saved, shown as pending until it is.
    package var savingFavourites: Set<Film.ID>
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
    /// The film is being deleted: shown until the database has the delete.
    package var isDeleting = false
  }

  package func reduce(_ state: DomainState) -> ViewState {
    // Only the window's films become rows: a keystroke costs the window, never the catalog.
    let page = state.films.value
    let loadedNothing = !state.films.isLoading && page?.total == 0
    return ViewState(
      rows: (page?.films ?? []).map {
        var row = FilmRow($0)
        row.isDeleting = state.deleting.contains($0.id)
        return row
      },
      firstRowPosition: page?.offset ?? 0,
      total: page?.total ?? 0,
      position: state.position,
      deleting: state.deleting,
      savingFavourites: state.savingFavourites,
      query: state.query,
      filterTitle: state.filter.title,
      countText: page.map { "\($0.total) film\($0.total == 1 ? "" : "s")" },
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

extension FilmList.ViewState {
  /// Whether showing `position` needs another window (``FilmList/needsWindow(at:first:count:of:)``):
  /// only then does a view tell the list, so a move inside the window costs no action.
  ///
  /// - Parameter position: The position the view is about to show.
  package func needsWindow(at position: Int) -> Bool {
    FilmList.needsWindow(at: position, first: firstRowPosition, count: rows.count, of: total)
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
