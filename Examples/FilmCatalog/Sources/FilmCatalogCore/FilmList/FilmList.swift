package import Flowline

/// The catalog (seed 001's `UserList` shape, with seed 003's filter): loads on appear, refreshes,
/// searches with a debounced query, filters, and deletes optimistically with a rollback; a
/// deleted film leaves the shared watchlist too. Every load goes through `Loadable`. Selecting a
/// film, asking for the watchlist or the filters, and logging out are screen events: the app
/// flow decides where they lead; a search that was applied is one too, so that the flow can
/// save it with the navigation.
package struct FilmList: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable, Codable {
    case onAppear
    case refreshPulled
    case queryChanged(String)
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
    case filmsResponse(Result<[Film], LoadingError>)
    case select(Film.ID)
    case delete(Film.ID)
    case deleteFailed(Film, at: Int, LoadingError)
    /// The film is gone from the catalog and from the watchlist.
    case deleted(Film)
    /// A film changed elsewhere (its favourite flag, on the detail screen).
    case filmChanged(Film)
    /// An action of one row's own feature (its favourite toggle), sent through its row store.
    case row(Film.ID, FilmListRow.DomainAction)
    case dismissError
    case showFilters
    case showWatchlist
    case logOut
  }

  package struct DomainState: Equatable, Sendable {
    package var films: Loadable<[Film]> = .idle
    /// What the user typed.
    package var query = ""
    /// What the last search asked for, once typing paused.
    package var appliedQuery = ""
    package var filter: FilmFilter = .all
    package var errorMessage: String?
    /// What the last finished change did ("Deleted “Paper Boats”."), for a status line.
    package var notice: String?

    /// Creates the list's state; a restored list starts with its saved search and filter.
    ///
    /// - Parameters:
    ///   - films: The films, usually not loaded yet.
    ///   - query: The search text, applied at the first load.
    ///   - filter: The filter.
    package init(films: Loadable<[Film]> = .idle, query: String = "", filter: FilmFilter = .all) {
      self.films = films
      self.query = query
      self.appliedQuery = query
      self.filter = filter
    }

    /// The films shown, each a row with a store of its own.
    package var rows: [Film] { films.value ?? [] }
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
      return .merge([load(&state), .emit(.searchApplied(query))])

    case .setFilter(let filter):
      guard filter != state.filter else { return .none }
      state.filter = filter
      return load(&state)

    case .filmsResponse(let result):
      state.films.complete(with: result)
      state.errorMessage = state.films.error.map { "Could not load the films: \($0.message)" }
      return .none

    case .select(let id):
      return .emit(.filmSelected(id))

    case .delete(let id):
      guard var films = state.films.value, let index = films.firstIndex(where: { $0.id == id })
      else { return .none }
      let film = films.remove(at: index)
      state.films = .loaded(films)
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

    case .deleteFailed(let film, let index, let error):
      var films = state.films.value ?? []
      if !films.contains(where: { $0.id == film.id }) {
        films.insert(film, at: min(index, films.count))
      }
      state.films = .loaded(films)
      state.notice = nil
      state.errorMessage = "Could not delete “\(film.title)”: \(error.message)"
      return .none

    case .deleted(let film):
      state.notice = "Deleted “\(film.title)”."
      return .none

    case .filmChanged(let film):
      guard var films = state.films.value,
        let index = films.firstIndex(where: { $0.id == film.id })
      else { return .none }
      films[index] = film
      state.films = state.films.map { _ in films }
      return .none

    case .row(let id, let action):
      guard var films = state.films.value, let index = films.firstIndex(where: { $0.id == id })
      else { return .none }
      let effect = interact(child: row, &films[index], action) { .row(id, $0) }
      state.films = state.films.map { _ in films }
      if case .favouriteFailed(_, let error) = action {
        state.errorMessage = "Could not save the favourite: \(error.message)"
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

  private func load(_ state: inout DomainState) -> Effect {
    state.films.startLoading()
    state.errorMessage = nil
    let query = FilmQuery(text: state.appliedQuery, filter: state.filter)
    return .run { [repository] in
      try await repository.films(matching: query)
    } then: { result in
      .filmsResponse(result.mapError(LoadingError.init))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
