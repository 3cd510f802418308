package import Flowline

/// The catalog (seed 001's `UserList` shape, with seed 003's filter): loads on appear, refreshes,
/// searches with a debounced query, filters, and deletes optimistically with a rollback; a
/// deleted film leaves the shared watchlist too. Every load goes through `Loadable`. Selecting a
/// film, asking for the watchlist or the filters, and logging out are screen events: the app
/// flow decides where they lead; a search that was applied is one too, so that the flow can
/// save it with the navigation.
///
/// The list is a window: a catalog can hold 100,000 films, and the list loads and derives only
/// the films around what is shown (``windowSize``), with the whole count from the database. A
/// view reports the position it shows (`scrolled(to:)`), and the list loads another window when
/// that position nears the edge of the one it has.
package struct FilmList: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable, Codable {
    case onAppear
    case refreshPulled
    case queryChanged(String)
    /// The view shows the film at this position of the whole result (the cursor, a row that
    /// appeared).
    case scrolled(to: Int)
    case filmTapped(Film.ID)
    case deleteTapped(Film.ID)
    case errorDismissed
    case filtersTapped
    case watchlistTapped
    case logOutTapped
  }

  package enum DomainAction: Equatable, Sendable {
    case load
    case refresh
    case setQuery(String)
    case search(String)
    case setFilter(FilmFilter)
    case show(position: Int)
    case filmsResponse(Result<FilmPage, LoadingError>)
    case select(Film.ID)
    case delete(Film.ID)
    case deleteFailed(Film, at: Int, LoadingError)
    /// The film is gone from the catalog and from the watchlist.
    case deleted(Film)
    /// A film changed elsewhere (its favourite flag, on the detail screen).
    case filmChanged(Film)
    /// A favourite saved on another screen (the detail): pending, saved, or put back. Told by
    /// the save itself, so it arrives even when that screen is gone before the save ends.
    case favouriteSave(FavouriteSaves.Event)
    /// An action of one row's own feature (its favourite toggle), sent through its row store.
    case row(Film.ID, FilmListRow.DomainAction)
    case dismissError
    case showFilters
    case showWatchlist
    case logOut
  }

  package struct DomainState: Equatable, Sendable {
    /// The window of films loaded, with the whole count.
    package var films: Loadable<FilmPage> = .idle
    /// The position of the whole result the view shows (restored with the list).
    package var position = 0
    /// What the user typed.
    package var query = ""
    /// What the last search asked for, once typing paused.
    package var appliedQuery = ""
    package var filter: FilmFilter = .all
    package var errorMessage: String?
    /// What the last finished change did ("Deleted “Paper Boats”."), for a status line.
    package var notice: String?
    /// The films being deleted: shown, marked, until the delete reaches the database (what the
    /// screen shows as done is durable; what is not yet is visibly pending).
    package var deleting: Set<Film.ID> = []
    /// The films whose favourite a row is saving: shown, marked, until the database has it.
    package var savingFavourites: Set<Film.ID> = []

    /// Creates the list's state; a restored list starts with its saved search and filter.
    ///
    /// - Parameters:
    ///   - films: The films, usually not loaded yet.
    ///   - query: The search text, applied at the first load.
    ///   - filter: The filter.
    ///   - position: The position shown, when the list is restored scrolled down.
    package init(
      films: Loadable<FilmPage> = .idle, query: String = "", filter: FilmFilter = .all,
      position: Int = 0
    ) {
      self.films = films
      self.query = query
      self.appliedQuery = query
      self.filter = filter
      self.position = position
    }

    /// A list whose films are all loaded (tests, previews).
    package init(films: [Film], query: String = "", filter: FilmFilter = .all) {
      self.init(
        films: .loaded(FilmPage(films: films, offset: 0, total: films.count)), query: query,
        filter: filter)
    }

    /// The films of the window, each a row with a store of its own.
    package var rows: [Film] {
      get { films.value?.films ?? [] }
      set {
        guard var page = films.value else { return }
        page.films = newValue
        films = films.map { _ in page }
      }
    }
  }

  package enum ScreenEvent: Equatable, Sendable {
    case filmSelected(Film.ID)
    case filtersRequested(current: FilmFilter)
    case watchlistRequested
    case logOutRequested
    /// The list searched for new text: the flow saves it to restore the list as it was.
    case searchApplied(String)
  }

  enum CancelID: Hashable, Sendable { case load, search }

  /// How many films a window holds: what a screen shows, with a margin on each side.
  package static let windowSize = 200
  /// How close to a window's edge the shown position may come before the next window loads.
  package static let windowMargin = 50

  /// Whether a position is outside the loaded window, or within ``windowMargin`` of an edge
  /// beyond which more films lie: the list then loads the window around it. Views ask it
  /// (``ViewState/needsWindow(at:)``) so that a move inside the window costs no action.
  ///
  /// - Parameters:
  ///   - position: The position shown.
  ///   - first: The position of the window's first film.
  ///   - count: How many films the window holds.
  ///   - total: How many films the whole result holds.
  package static func needsWindow(at position: Int, first: Int, count: Int, of total: Int) -> Bool {
    let end = first + count
    return (first > 0 && position < first + windowMargin)
      || (end < total && position >= end - windowMargin)
  }

  /// How long typing must pause before the list searches.
  package static let searchDelay = Duration.milliseconds(300)

  package let repository: any FilmRepository
  package let clock: any Clock<Duration>
  /// Deletes finish even when the screen goes away; failures then reach the app.
  package let pendingWork: PendingWork
  /// The watchlist a deleted film leaves, when the app has one.
  package let watchlist: Shared<Watchlist>?
  /// The feature of each row.
  package let row: FilmListRow

  /// Creates the feature.
  ///
  /// - Parameters:
  ///   - repository: The catalog.
  ///   - clock: Times the search's debounce.
  ///   - watchlist: The shared watchlist, which a deleted film leaves.
  ///   - pendingWork: Where deletes run until they finish, even after the screen is gone.
  package init(
    repository: any FilmRepository, clock: any Clock<Duration>,
    watchlist: Shared<Watchlist>? = nil, pendingWork: PendingWork
  ) {
    self.repository = repository
    self.clock = clock
    self.watchlist = watchlist
    self.pendingWork = pendingWork
    self.row = FilmListRow(repository: repository, pendingWork: pendingWork)
  }

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .onAppear: .load
    case .refreshPulled: .refresh
    case .queryChanged(let query): .setQuery(query)
    case .scrolled(let position): .show(position: position)
    case .filmTapped(let id): .select(id)
    case .deleteTapped(let id): .delete(id)
    case .errorDismissed: .dismissError
    case .filtersTapped: .showFilters
    case .watchlistTapped: .showWatchlist
    case .logOutTapped: .logOut
    }
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .load:
      guard state.films.value == nil, !state.films.isLoading else { return .none }
      return load(&state)

    case .refresh:
      return load(&state)

    case .setQuery(let query):
      guard query != state.query else { return .none }
      state.query = query
      return .run { send in await send(.search(query)) }
        .debounce(id: CancelID.search, for: Self.searchDelay, clock: clock)

    case .search(let query):
      guard query != state.appliedQuery else { return .none }
      state.appliedQuery = query
      state.position = 0
      return .merge([load(&state), .emit(.searchApplied(query))])

    case .setFilter(let filter):
      guard filter != state.filter else { return .none }
      state.filter = filter
      state.position = 0
      return load(&state)

    case .show(let position):
      let position = max(0, position)
      state.position = position
      guard let page = state.films.value, !state.films.isLoading,
        Self.needsWindow(at: position, first: page.offset, count: page.films.count, of: page.total)
      else { return .none }
      return load(&state)

    case .filmsResponse(let result):
      state.films.complete(with: result)
      state.errorMessage = state.films.error.map { "Could not load the films: \($0.message)" }
      return .none

    case .select(let id):
      return .emit(.filmSelected(id))

    case .delete(let id):
      guard let index = state.rows.firstIndex(where: { $0.id == id }),
        !state.deleting.contains(id)
      else { return .none }
      let film = state.rows[index]
      // The row stays, marked, until the database has it: a quit, a crash or a closed window
      // before then never leaves the screen having claimed a delete that did not happen.
      state.deleting.insert(id)
      state.errorMessage = nil
      state.notice = nil
      return .run { [repository, watchlist] in
        try await repository.deleteFilm(id: id)
        // The film is gone: if its watchlist entry cannot be saved away now, the watchlist
        // shows it as no longer in the catalog, with a way to remove it.
        try? await watchlist?.update { $0.remove(id) }
      } then: { result in
        switch result {
        case .success: .deleted(film)
        case .failure(let error): .deleteFailed(film, at: index, LoadingError(error))
        }
      }
      .mustFinish("Deleting “\(film.title)”", in: pendingWork)

    case .deleteFailed(let film, _, let error):
      state.deleting.remove(film.id)
      if var page = state.films.value, !page.films.contains(where: { $0.id == film.id }) {
        // Reloaded meanwhile without it: back where the list's order puts it.
        let index =
          page.films.firstIndex { ($0.title, $0.id) > (film.title, film.id) } ?? page.films.count
        page.films.insert(film, at: index)
        page.total += 1
        state.films = .loaded(page)
      }
      state.notice = nil
      // Every failure is said: a second one joins the first instead of replacing it.
      let failure = "Could not delete “\(film.title)”: \(error.message)"
      state.errorMessage = state.errorMessage.map { "\($0); \(failure)" } ?? failure
      return .none

    case .deleted(let film):
      state.deleting.remove(film.id)
      if var page = state.films.value,
        let index = page.films.firstIndex(where: { $0.id == film.id })
      {
        page.films.remove(at: index)
        page.total -= 1
        state.films = state.films.map { _ in page }
      }
      state.notice = "Deleted “\(film.title)”."
      return .none

    case .filmChanged(let film):
      guard let index = state.rows.firstIndex(where: { $0.id == film.id }) else { return .none }
      state.rows[index] = film
      leaveIfFilteredOut(film.id, &state)
      return .none

    case .favouriteSave(let event):
      switch event {
      case .saving(let film):
        guard let index = state.rows.firstIndex(where: { $0.id == film.id }) else { return .none }
        // Shown pending, not done, until the database has it.
        state.rows[index] = film
        state.savingFavourites.insert(film.id)
      case .saved(let film), .failed(let film):
        state.savingFavourites.remove(film.id)
        guard let index = state.rows.firstIndex(where: { $0.id == film.id }) else { return .none }
        state.rows[index] = film
        leaveIfFilteredOut(film.id, &state)
      }
      return .none

    case .row(let id, let action):
      guard state.rows.contains(where: { $0.id == id }) else { return .none }
      let effect = interact(child: row, &state.rows, id: id, action) { .row($0, $1) }
      switch action {
      case .toggleFavourite:
        state.savingFavourites.insert(id)
      case .favouriteFailed(_, let error):
        state.savingFavourites.remove(id)
        state.errorMessage = "Could not save the favourite: \(error.message)"
      case .favouriteSaved:
        state.savingFavourites.remove(id)
        leaveIfFilteredOut(id, &state)  // saved: under Favourites, an unfavourited film goes
      }
      return effect

    case .dismissError:
      state.errorMessage = nil
      return .none

    case .showFilters:
      return .emit(.filtersRequested(current: state.filter))

    case .showWatchlist:
      return .emit(.watchlistRequested)

    case .logOut:
      return .emit(.logOutRequested)
    }
  }

  /// Removes a film the list's filter no longer lets in (a film unfavourited, durably, under
  /// the Favourites filter).
  private func leaveIfFilteredOut(_ id: Film.ID, _ state: inout DomainState) {
    guard var page = state.films.value, let index = page.films.firstIndex(where: { $0.id == id }),
      !state.filter.includes(page.films[index])
    else { return }
    page.films.remove(at: index)
    page.total -= 1
    state.films = state.films.map { _ in page }
  }

  /// Loads the window around the shown position, keeping the films shown meanwhile.
  private func load(_ state: inout DomainState) -> Effect {
    state.films.startLoading()
    state.errorMessage = nil
    let query = FilmQuery(text: state.appliedQuery, filter: state.filter)
    let start = max(0, state.position - Self.windowSize / 2)
    let window = start..<(start + Self.windowSize)
    return .run { [repository] in
      try await repository.films(matching: query, in: window)
    } then: { result in
      .filmsResponse(result.mapError(LoadingError.init))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
