import FilmCatalogCore
import Flowline
import FlowlineTesting
import Testing

@MainActor
@Suite struct FilmDetailTests {
  let repository = MockFilmRepository()
  let watchlist = Shared(Watchlist())

  func makeHarness(_ state: FilmDetail.DomainState) -> FeatureHarness<FilmDetail> {
    FeatureHarness(
      initialState: state,
      feature: FilmDetail(repository: repository, watchlist: watchlist, pendingWork: PendingWork()))
  }

  var loaded: FilmDetail.DomainState {
    var state = FilmDetail.DomainState(filmID: 3, film: .loaded(.orbit))
    state.related = .loaded([.harbour])
    return state
  }

  @Test func appearingLoadsTheFilmItsRelatedFilmsAndFollowsTheWatchlist() async {
    let harness = makeHarness(.init(filmID: 3))
    await harness.send(.onAppear) { $0.film = .loading }
    #expect(harness.viewState.isLoading)
    #expect(harness.viewState.title == "Film #3")
    await harness.receive(.filmResponse(.success(.orbit))) {
      $0.film = .loaded(.orbit)
      $0.related = .loading
    }
    #expect(harness.viewState.isLoadingRelated)
    await harness.receive(.relatedResponse(.success([.harbour, .laughingGas, .paperBoats]))) {
      $0.related = .loaded([.harbour, .laughingGas, .paperBoats])
    }
    await harness.receive(.watchlistChanged(Watchlist()))
    #expect(harness.viewState.title == "Orbit of Glass")
    #expect(
      harness.viewState.details
        == "2016 · Science fiction · 2h 08m · directed by Ann Lee")
    #expect(harness.viewState.related.map(\.id) == [1, 2, 4])
    #expect(!harness.viewState.isLoadingRelated)
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func aFilmNoLongerInTheCatalogSaysSoAndOffersNoRetry() async {
    let harness = makeHarness(.init(filmID: 42))
    await harness.send(.onAppear) { $0.film = .loading }
    let missing = FilmDetail.missingFilm
    await harness.receive(.filmResponse(.failure(missing))) {
      $0.film = .failed(missing, previous: nil)
      $0.errorMessage = "This film is no longer in the catalog."
    }
    await harness.receive(.watchlistChanged(Watchlist()))
    #expect(harness.viewState.isMissing)
    #expect(!harness.viewState.canRetry)
    #expect(harness.viewState.related.isEmpty)
    #expect(harness.viewState.relatedMessage == nil)
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func aLinkToAFilmThatNeverWasIsNotSaidToHaveLeftTheCatalog() async {
    let harness = makeHarness(.init(filmID: 99999))
    await harness.send(.onAppear) { $0.film = .loading }
    await harness.receive(.filmResponse(.failure(FilmDetail.missingFilm))) {
      $0.film = .failed(FilmDetail.missingFilm, previous: nil)
      $0.errorMessage = FilmDetail.missingFilm.message
    }
    await harness.receive(.watchlistChanged(Watchlist()))
    #expect(harness.viewState.errorMessage == "There is no film 99999 in the catalog.")
    #expect(harness.viewState.isMissing)
    #expect(!harness.viewState.canRetry)
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func aFilmDeletedWhileItWasShownIsNoLongerInTheCatalog() async throws {
    let harness = makeHarness(loaded)
    try await repository.deleteFilm(id: 3)
    await harness.send(.retryTapped) { $0.film = .refreshing(.orbit) }
    await harness.receive(.filmResponse(.failure(FilmDetail.missingFilm))) {
      $0.film = .failed(FilmDetail.missingFilm, previous: .orbit)
      $0.errorMessage = FilmDetail.missingFilm.message
      $0.related = .idle
    }
    #expect(harness.viewState.errorMessage == "This film is no longer in the catalog.")
    #expect(harness.viewState.isMissing)
    await harness.finish()
  }

  @Test func aMissingFilmStillInTheWatchlistCanLeaveIt() async {
    let watchlist = Shared(Watchlist(entries: [WatchlistEntry(id: 42, title: "Gone", year: 1990)]))
    let harness = FeatureHarness(
      initialState: FilmDetail.DomainState(filmID: 42),
      feature: FilmDetail(
        repository: repository, watchlist: watchlist, pendingWork: PendingWork()))
    await harness.send(.onAppear) { $0.film = .loading }
    await harness.receive(.filmResponse(.failure(FilmDetail.missingFilm))) {
      $0.film = .failed(FilmDetail.missingFilm, previous: nil)
      $0.errorMessage = "This film is no longer in the catalog."
    }
    await harness.receive(.watchlistChanged(watchlist.value)) {
      $0.isInWatchlist = true
      $0.watchlistCount = 1
    }
    await harness.send(.watchlistTapped) { $0.isSavingWatchlist = true }
    await harness.receive(.watchlistSaved) { $0.isSavingWatchlist = false }
    await harness.receive(.watchlistChanged(Watchlist())) {
      $0.isInWatchlist = false
      $0.watchlistCount = 0
    }
    #expect(watchlist.value.entries.isEmpty)
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func relatedFilmsThatFailToLoadSayWhy() async {
    repository.relatedFailure = .offline
    let harness = makeHarness(.init(filmID: 3))
    await harness.send(.onAppear) { $0.film = .loading }
    await harness.receive(.filmResponse(.success(.orbit))) {
      $0.film = .loaded(.orbit)
      $0.related = .loading
    }
    await harness.receive(.relatedResponse(.failure(LoadingError(message: "offline")))) {
      $0.related = .failed(LoadingError(message: "offline"), previous: nil)
    }
    await harness.receive(.watchlistChanged(Watchlist()))
    #expect(harness.viewState.relatedMessage == "Could not load related films: offline")
    #expect(harness.viewState.errorMessage == nil)
    #expect(harness.viewState.canRetry)
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func togglingTheFavouriteSavesItAndTellsTheParent() async {
    let harness = makeHarness(loaded)
    await harness.send(.favouriteTapped) {
      $0.film = .loaded(Film.orbit.with(favourite: true))
      $0.isSavingFavourite = true
    }
    #expect(harness.viewState.isFavourite)
    #expect(harness.viewState.isSavingFavourite)
    await harness.receive(.favouriteSaved(Film.orbit.with(favourite: true))) {
      $0.isSavingFavourite = false
    }
    await harness.receiveScreenEvent(.filmChanged(Film.orbit.with(favourite: true)))
    await harness.finish()
    #expect(repository.favourites.map(\.0) == [3])
    #expect(repository.favourites.map(\.1) == [true])
  }

  @Test func aFailedFavouriteRollsBackAndSaysWhy() async {
    repository.favouriteFailure = RepositoryError("database is locked")
    let harness = makeHarness(loaded)
    await harness.send(.favouriteTapped) {
      $0.film = .loaded(Film.orbit.with(favourite: true))
      $0.isSavingFavourite = true
    }
    await harness.receive(
      .favouriteFailed(restoring: false, LoadingError(message: "database is locked"))
    ) {
      $0.film = .loaded(.orbit)
      $0.isSavingFavourite = false
      $0.errorMessage = "Could not save the favourite: database is locked"
    }
    #expect(!harness.viewState.isFavourite)
    await harness.send(.errorDismissed) { $0.errorMessage = nil }
    await harness.finish()
  }

  @Test func aTapWhileTheFavouriteIsSavingIsIgnored() async {
    var saving = loaded
    saving.isSavingFavourite = true
    let harness = makeHarness(saving)
    await harness.send(.favouriteTapped)
    await harness.finish()
    #expect(repository.favourites.isEmpty)
  }

  @Test func relatedFilmsLoadedWithNoneSaySo() {
    let feature = FilmDetail(
      repository: repository, watchlist: watchlist, pendingWork: PendingWork())
    var state = loaded
    state.related = .loaded([])
    #expect(feature.reduce(state).relatedMessage == "No related films.")
  }

  @Test func theWatchlistButtonAddsAndRemovesTheFilmInTheSharedValue() async {
    let harness = makeHarness(loaded)
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(Watchlist()))
    #expect(!harness.viewState.isInWatchlist)

    await harness.send(.watchlistTapped) { $0.isSavingWatchlist = true }
    #expect(harness.viewState.isSavingWatchlist)  // pending, not shown as done
    let added = Watchlist(entries: [WatchlistEntry(.orbit)])
    await harness.receive(.watchlistSaved) { $0.isSavingWatchlist = false }
    await harness.receive(.watchlistChanged(added)) {
      $0.isInWatchlist = true
      $0.watchlistCount = 1
    }
    #expect(watchlist.value == added)
    #expect(harness.viewState.isInWatchlist)

    await harness.send(.watchlistTapped) { $0.isSavingWatchlist = true }
    await harness.receive(.watchlistSaved) { $0.isSavingWatchlist = false }
    await harness.receive(.watchlistChanged(Watchlist())) {
      $0.isInWatchlist = false
      $0.watchlistCount = 0
    }
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func aChangeMadeElsewhereShowsOnTheDetail() async throws {
    let harness = makeHarness(loaded)
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(Watchlist()))
    let elsewhere = Watchlist(entries: [WatchlistEntry(.orbit), WatchlistEntry(.harbour)])
    try await watchlist.update { $0 = elsewhere }
    await harness.receive(.watchlistChanged(elsewhere)) {
      $0.isInWatchlist = true
      $0.watchlistCount = 2
    }
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func relatedFilmsAndTheWatchlistAreScreenEvents() async {
    let harness = makeHarness(loaded)
    await harness.send(.relatedFilmTapped(1))
    await harness.receiveScreenEvent(.filmSelected(1))
    await harness.send(.openWatchlistTapped)
    await harness.receiveScreenEvent(.watchlistRequested)
    await harness.finish()
  }
}
