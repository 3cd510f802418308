import FilmCatalogCore
import Flowline
import FlowlineTesting
import Testing

@MainActor
@Suite struct FilmListTests {
  let repository = MockFilmRepository()

  func makeHarness(
    _ state: FilmList.DomainState = .init(), watchlist: Shared<Watchlist>? = nil
  ) -> FeatureHarness<FilmList> {
    FeatureHarness(initialState: state) { [repository] dependencies in
      FilmList(
        repository: repository, clock: dependencies.clock, watchlist: watchlist,
        pendingWork: PendingWork())
    }
  }

  @Test func appearingLoadsTheFilms() async {
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.films = .loading }
    #expect(harness.viewState.isLoading)
    await harness.receive(.filmsResponse(.success(FilmPage(Film.samples)))) {
      $0.films = .loaded(FilmPage(Film.samples))
    }
    #expect(harness.viewState.rows.map(\.title) == Film.samples.map(\.title))
    #expect(harness.viewState.rows[0].details == "1994 · Drama · 2h 22m")
    #expect(harness.viewState.rows[0].rating == "8.1")
    #expect(harness.viewState.countText == "4 films")
    #expect(!harness.viewState.isLoading)
    await harness.finish()
    #expect(repository.queries == [FilmQuery()])
  }

  @Test func appearingAgainDoesNotReload() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.onAppear)
    await harness.finish()
    #expect(repository.queries.isEmpty)
  }

  @Test func aFailedLoadSaysWhyAndOffersARetryThatWorks() async {
    repository.failure = .offline
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.films = .loading }
    await harness.receive(.filmsResponse(.failure(LoadingError(message: "offline")))) {
      $0.films = .failed(LoadingError(message: "offline"), previous: nil)
      $0.errorMessage = "Could not load the films: offline"
    }
    #expect(harness.viewState.canRetry)
    #expect(harness.viewState.emptyMessage == nil)

    repository.failure = nil
    await harness.send(.refreshPulled) {
      $0.films = .loading
      $0.errorMessage = nil
    }
    await harness.receive(.filmsResponse(.success(FilmPage(Film.samples)))) {
      $0.films = .loaded(FilmPage(Film.samples))
    }
    #expect(!harness.viewState.canRetry)
    await harness.finish()
  }

  @Test func refreshingKeepsTheRowsUntilTheNewOnesArrive() async {
    let harness = makeHarness(.init(films: .loaded([.harbour])))
    await harness.send(.refreshPulled) { $0.films = .refreshing([.harbour]) }
    #expect(harness.viewState.isRefreshing)
    #expect(!harness.viewState.isLoading)
    #expect(harness.viewState.rows.count == 1)
    await harness.receive(.filmsResponse(.success(FilmPage(Film.samples)))) {
      $0.films = .loaded(FilmPage(Film.samples))
    }
    await harness.finish()
  }

  @Test func aFailedRefreshKeepsThePreviousRows() async {
    repository.failure = .offline
    let harness = makeHarness(.init(films: .loaded([.harbour])))
    await harness.send(.refreshPulled) { $0.films = .refreshing([.harbour]) }
    await harness.receive(.filmsResponse(.failure(LoadingError(message: "offline")))) {
      $0.films = .failed(LoadingError(message: "offline"), previous: [.harbour])
      $0.errorMessage = "Could not load the films: offline"
    }
    #expect(harness.viewState.rows.map(\.id) == [1])
    #expect(!harness.viewState.canRetry)
    await harness.send(.errorDismissed) { $0.errorMessage = nil }
    await harness.finish()
  }

  @Test func anEmptyCatalogShowsTheEmptyState() async {
    let repository = MockFilmRepository(films: [])
    let harness = FeatureHarness(initialState: FilmList.DomainState()) { dependencies in
      FilmList(repository: repository, clock: dependencies.clock, pendingWork: PendingWork())
    }
    await harness.send(.onAppear) { $0.films = .loading }
    #expect(harness.viewState.emptyMessage == nil)
    await harness.receive(.filmsResponse(.success([]))) { $0.films = .loaded([]) }
    #expect(harness.viewState.emptyMessage == "The catalog is empty.")
    #expect(harness.viewState.countText == "0 films")
    await harness.finish()
  }

  @Test func deletingMarksTheRowUntilTheDatabaseHasItThenRemovesIt() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.deleteTapped(2)) {
      $0.deleting = [2]  // shown, marked, until the database has the delete
    }
    await harness.receive(.deleted(.laughingGas)) {
      $0.deleting = []
      $0.films = .loaded([.harbour, .orbit, .paperBoats])
      $0.notice = "Deleted “Laughing Gas”."
    }
    #expect(harness.viewState.notice == "Deleted “Laughing Gas”.")
    await harness.finish()
    #expect(repository.deleted == [2])
  }

  @Test func aDeletedFilmLeavesTheWatchlist() async {
    let watchlist = Shared(
      Watchlist(entries: [WatchlistEntry(.laughingGas), WatchlistEntry(.orbit)]))
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))), watchlist: watchlist)
    await harness.send(.deleteTapped(2)) {
      $0.deleting = [2]  // shown, marked, until the database has the delete
    }
    await harness.receive(.deleted(.laughingGas)) {
      $0.deleting = []
      $0.films = .loaded([.harbour, .orbit, .paperBoats])
      $0.notice = "Deleted “Laughing Gas”."
    }
    #expect(watchlist.value.entries.map(\.id) == [3])
    await harness.finish()
  }

  @Test func aFilmThatCouldNotBeDeletedStaysInTheWatchlist() async {
    repository.deleteFailure = RepositoryError("the disk is full")
    let watchlist = Shared(Watchlist(entries: [WatchlistEntry(.laughingGas)]))
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))), watchlist: watchlist)
    await harness.send(.deleteTapped(2)) {
      $0.deleting = [2]  // shown, marked, until the database has the delete
    }
    await harness.receive(
      .deleteFailed(.laughingGas, at: 1, LoadingError(message: "the disk is full"))
    ) {
      $0.deleting = []  // it never left: no longer marked
      $0.errorMessage = "Could not delete “Laughing Gas”: the disk is full"
    }
    #expect(watchlist.value.entries.map(\.id) == [2])
    await harness.finish()
  }

  @Test func aRestoredListStartsWithItsSearchAndFilter() async {
    let harness = makeHarness(.init(query: "or", filter: .genre(.scienceFiction)))
    #expect(harness.viewState.query == "or")
    #expect(harness.viewState.filterTitle == "Science fiction")
    await harness.send(.onAppear) { $0.films = .loading }
    await harness.receive(.filmsResponse(.success([.orbit]))) { $0.films = .loaded([.orbit]) }
    await harness.finish()
    #expect(repository.queries == [FilmQuery(text: "or", filter: .genre(.scienceFiction))])
  }

  @Test func aFailedDeleteRollsBackAndSaysWhy() async {
    repository.deleteFailure = RepositoryError("the disk is full")
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.deleteTapped(2)) {
      $0.deleting = [2]  // shown, marked, until the database has the delete
    }
    await harness.receive(
      .deleteFailed(.laughingGas, at: 1, LoadingError(message: "the disk is full"))
    ) {
      $0.deleting = []  // it never left: no longer marked
      $0.errorMessage = "Could not delete “Laughing Gas”: the disk is full"
    }
    #expect(harness.viewState.rows.map(\.id) == [1, 2, 3, 4])
    #expect(harness.viewState.total == 4)
    await harness.finish()
  }

  @Test func twoFailedDeletesAreBothSaidAndBothFilmsStayInOrder() async {
    repository.deleteFailure = RepositoryError("the disk is full")
    let gate = Gate()  // both deletes wait, as under a held lock, until both were asked
    repository.writeGate = gate
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.deleteTapped(2)) { $0.deleting = [2] }
    await harness.send(.deleteTapped(3)) { $0.deleting = [2, 3] }
    gate.open()
    await harness.receive(
      .deleteFailed(.laughingGas, at: 1, LoadingError(message: "the disk is full"))
    ) {
      $0.deleting = [3]
      $0.errorMessage = "Could not delete “Laughing Gas”: the disk is full"
    }
    await harness.receive(
      .deleteFailed(.orbit, at: 2, LoadingError(message: "the disk is full"))
    ) {
      $0.deleting = []
      $0.errorMessage =
        "Could not delete “Laughing Gas”: the disk is full; "
        + "Could not delete “Orbit of Glass”: the disk is full"
    }
    #expect(harness.viewState.rows.map(\.id) == [1, 2, 3, 4])
    await harness.finish()
  }

  @Test func deletingAFilmThatIsNotShownDoesNothing() async {
    let harness = makeHarness(.init(films: .loaded([.harbour])))
    await harness.send(.deleteTapped(99))
    await harness.finish()
    #expect(repository.deleted.isEmpty)
  }

  @Test func searchWaitsForAPauseInTypingThenAsksTheRepository() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.queryChanged("o")) { $0.query = "o" }
    await harness.advance(by: .milliseconds(200))
    await harness.send(.queryChanged("or")) { $0.query = "or" }
    await harness.advance(by: .milliseconds(299))
    #expect(repository.queries.isEmpty)

    await harness.advance(by: .milliseconds(1))
    await harness.receive(.search("or")) {
      $0.appliedQuery = "or"
      $0.films = .refreshing(FilmPage(Film.samples))
    }
    await harness.receiveScreenEvent(.searchApplied("or"))
    await harness.receive(.filmsResponse(.success([.orbit]))) { $0.films = .loaded([.orbit]) }
    #expect(harness.viewState.rows.map(\.title) == ["Orbit of Glass"])
    #expect(harness.viewState.countText == "1 film")
    await harness.finish()
    #expect(repository.queries == [FilmQuery(text: "or")])
  }

  @Test func aSearchThatFindsNothingSaysSo() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.queryChanged("zzz")) { $0.query = "zzz" }
    await harness.advance(by: FilmList.searchDelay)
    await harness.receive(.search("zzz")) {
      $0.appliedQuery = "zzz"
      $0.films = .refreshing(FilmPage(Film.samples))
    }
    await harness.receiveScreenEvent(.searchApplied("zzz"))
    await harness.receive(.filmsResponse(.success([]))) { $0.films = .loaded([]) }
    #expect(harness.viewState.emptyMessage == "No films match “zzz”.")
    await harness.finish()
  }

  @Test func choosingAFilterReloadsWithIt() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.store.dispatch(.setFilter(.genre(.comedy))).finish()
    harness.exhaustivity = .off
    await harness.receive(.filmsResponse(.success([.laughingGas])))
    #expect(harness.state.filter == .genre(.comedy))
    #expect(harness.viewState.filterTitle == "Comedy")
    #expect(harness.viewState.rows.map(\.id) == [2])
    await harness.finish()
    #expect(repository.queries == [FilmQuery(filter: .genre(.comedy))])
  }

  @Test func anEmptyFilterSaysWhichFilter() {
    let feature = FilmList(
      repository: repository, clock: ContinuousClock(), pendingWork: PendingWork())
    var state = FilmList.DomainState(films: .loaded([]), filter: .favourites)
    #expect(feature.reduce(state).emptyMessage == "No films in Favourites.")
    state.appliedQuery = "sea"
    #expect(feature.reduce(state).emptyMessage == "No films in Favourites match “sea”.")
  }

  @Test func tappingAFilmReportsTheSelectionToTheParent() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.send(.filmTapped(3))
    await harness.receiveScreenEvent(.filmSelected(3))
    await harness.finish()
  }

  @Test func filtersWatchlistAndLogOutAreScreenEvents() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples)), filter: .favourites))
    await harness.send(.filtersTapped)
    await harness.receiveScreenEvent(.filtersRequested(current: .favourites))
    await harness.send(.watchlistTapped)
    await harness.receiveScreenEvent(.watchlistRequested)
    await harness.send(.logOutTapped)
    await harness.receiveScreenEvent(.logOutRequested)
    await harness.finish()
  }

  @Test func aFilmChangedElsewhereIsUpdatedInPlace() async {
    let harness = makeHarness(.init(films: .loaded(FilmPage(Film.samples))))
    await harness.store.dispatch(.filmChanged(Film.orbit.with(favourite: true))).finish()
    harness.skipReceivedActions()
    #expect(harness.viewState.rows[2].isFavourite)
    #expect(harness.viewState.rows.count == 4)
    await harness.finish()
  }
}
