package import Flowline

/// The catalog (seed 001's `UserList` shape, with seed 003's filter): loads on appear, refreshes,
/// searches with a debounced query, filters, and deletes optimistically with a rollback. Every
/// load goes through `Loadable`. Selecting a film, asking for the watchlist or the filters, and
/// logging out are screen events: the app flow decides where they lead.
package struct FilmList: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable {
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

    package init(films: Loadable<[Film]> = .idle, filter: FilmFilter = .all) {
      self.films = films
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
  }

  enum CancelID: Hashable, Sendable { case load, search }

  /// How long typing must pause before the list searches.
  package static let searchDelay = Duration.milliseconds(300)

  package let repository: any FilmRepository
  package let clock: any Clock<Duration>
  /// The feature of each row.
  package let row: FilmListRow

  package init(repository: any FilmRepository, clock: any Clock<Duration>) {
    self.repository = repository
    self.clock = clock
    self.row = FilmListRow(repository: repository)
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
      return load(&state)

    case .setFilter(let filter):
      guard filter != state.filter else { return .none }
      state.filter = filter
      return load(&state)

    case .filmsResponse(let result):
      state.films.finish(result.mapError { $0 })
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
      return .run { [repository] _ in
        try await repository.deleteFilm(id: id)
      } catch: { error, send in
        await send(.deleteFailed(film, at: index, LoadingError(error)))
      }

    case .deleteFailed(let film, let index, let error):
      var films = state.films.value ?? []
      if !films.contains(where: { $0.id == film.id }) {
        films.insert(film, at: min(index, films.count))
      }
      state.films = .loaded(films)
      state.errorMessage = "Could not delete “\(film.title)”: \(error.message)"
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
    return .task { [repository] in
      try await repository.films(matching: query)
    } then: { result in
      .filmsResponse(result.mapError(LoadingError.init))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
