import FilmCatalogCore
import Flowline
import FlowlineTesting
import Testing

@MainActor
@Suite struct WatchlistTests {
  let persistence = InMemoryPersistence<Watchlist>()

  @Test func appearingShowsTheSharedWatchlist() async {
    let watchlist = Shared(Watchlist(entries: [WatchlistEntry(.orbit)]))
    let harness = FeatureHarness(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: watchlist, pendingWork: PendingWork()))
    #expect(harness.viewState.emptyMessage == nil)
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(watchlist.value)) {
      $0.entries = [WatchlistEntry(.orbit)]
      $0.isLoaded = true
    }
    #expect(harness.viewState.rows == [.init(id: 3, title: "Orbit of Glass", year: "2016")])
    #expect(harness.viewState.countText == "1 film")
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func anEmptyWatchlistSaysHowToAddFilms() async {
    let harness = FeatureHarness(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: Shared(Watchlist()), pendingWork: PendingWork()))
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(Watchlist())) { $0.isLoaded = true }
    #expect(
      harness.viewState.emptyMessage
        == "Your watchlist is empty. Add films from their detail screen.")
    await harness.send(.clearTapped)
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func removingAFilmChangesTheSharedValueAndSavesIt() async throws {
    let watchlist = Shared(
      Watchlist(entries: [WatchlistEntry(.orbit), WatchlistEntry(.harbour)]),
      persistence: persistence)
    let harness = FeatureHarness(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: watchlist, pendingWork: PendingWork()))
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(watchlist.value)) {
      $0.entries = [WatchlistEntry(.orbit), WatchlistEntry(.harbour)]
      $0.isLoaded = true
    }
    await harness.send(.removeTapped(3))
    await harness.receive(.saved("Removed “Orbit of Glass” from your watchlist.")) {
      $0.notice = "Removed “Orbit of Glass” from your watchlist."  // said once saved
    }
    await harness.receive(.watchlistChanged(Watchlist(entries: [WatchlistEntry(.harbour)]))) {
      $0.entries = [WatchlistEntry(.harbour)]
    }
    await harness.send(.clearTapped) { $0.notice = nil }
    await harness.receive(.saved("Cleared your watchlist.")) {
      $0.notice = "Cleared your watchlist."
    }
    await harness.receive(.watchlistChanged(Watchlist())) { $0.entries = [] }
    await harness.send(.onDisappear)
    await harness.finish()
    #expect(try persistence.load() == Watchlist())
  }

  @Test func tappingAFilmReportsItToTheParent() async {
    let harness = FeatureHarness(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: Shared(Watchlist()), pendingWork: PendingWork()))
    await harness.send(.filmTapped(3))
    await harness.receiveScreenEvent(.filmSelected(3))
    await harness.finish()
  }

  @Test func theDetailAndTheWatchlistScreenShareOneValueThatSurvivesARelaunch() async {
    let watchlist = Shared(Watchlist(), persistence: persistence)
    let detail = FeatureHarness(
      initialState: .init(filmID: 3, film: .loaded(.orbit)),
      feature: FilmDetail(
        repository: MockFilmRepository(), watchlist: watchlist, pendingWork: PendingWork()))
    let screen = FeatureHarness(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: watchlist, pendingWork: PendingWork()))
    await screen.send(.onAppear)
    await screen.receive(.watchlistChanged(Watchlist())) { $0.isLoaded = true }

    detail.exhaustivity = .off
    await detail.send(.watchlistTapped)
    await screen.receive(.watchlistChanged(Watchlist(entries: [WatchlistEntry(.orbit)]))) {
      $0.entries = [WatchlistEntry(.orbit)]
    }
    await screen.send(.onDisappear)
    await screen.finish()
    await detail.finish()

    let relaunched = Shared(Watchlist(), persistence: persistence)
    #expect(relaunched.value.entries.map(\.id) == [3])
  }

  @Test func theWatchlistValueAddsOnceAndToggles() {
    var list = Watchlist()
    list.add(WatchlistEntry(.orbit))
    list.add(WatchlistEntry(.orbit))
    #expect(list.entries.count == 1)
    list.toggle(WatchlistEntry(.harbour))
    list.toggle(WatchlistEntry(.orbit))
    #expect(list.entries.map(\.id) == [1])
  }
}

@MainActor
@Suite struct FilterPickerTests {
  @Test func choosingAFilterReportsIt() async {
    let harness = FeatureHarness(initialState: .init(current: .all), feature: FilterPicker())
    #expect(harness.viewState.options.first { $0.isCurrent }?.filter == .all)
    #expect(harness.viewState.options.count == 2 + Genre.allCases.count)
    await harness.send(.filterTapped(.favourites)) { $0.current = .favourites }
    await harness.receiveScreenEvent(.filterChosen(.favourites))
    #expect(harness.viewState.options.first { $0.isCurrent }?.title == "Favourites")
    await harness.finish()
  }

  @Test func cancellingReportsIt() async {
    let harness = FeatureHarness(initialState: .init(current: .all), feature: FilterPicker())
    await harness.send(.cancelTapped)
    await harness.receiveScreenEvent(.cancelled)
    await harness.finish()
  }
}
