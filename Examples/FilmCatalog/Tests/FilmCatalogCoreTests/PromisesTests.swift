import FilmCatalogCore
@_spi(Unobserved) import Flowline
import FlowlineTesting
import Foundation
import Testing

/// Nothing shown as saved is lost: writes in flight finish when their screen leaves, and every
/// failure reaches a screen or the app.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PromisesTests {
  let repository = MockFilmRepository()
  let gate = Gate()

  @discardableResult
  func openDetail(_ launch: Launch) async throws -> Store<FilmDetail> {
    launch.app.open(URL(string: "filmcatalog://film/3")!)
    let detail = try #require(launch.detail(3))
    detail.send(.onAppear)  // follows the watchlist until the screen leaves: not awaited
    await waitUntil { detail.domainState.film.value != nil }
    return detail
  }

  @Test func aFavouriteInFlightIsSavedAfterTheScreenIsPopped() async throws {
    repository.writeGate = gate
    let launch = Launch(repository: repository, session: Session(email: "a@b.c", token: "t"))
    let detail = try await openDetail(launch)
    detail.send(.favouriteTapped)
    #expect(detail.isSavingFavourite)
    #expect(launch.app.pendingWork.titles == ["Marking “Orbit of Glass” as a favourite"])

    launch.app.back()
    #expect(launch.detail(3) == nil)
    gate.open()
    #expect(await launch.app.waitForPendingWork().isEmpty)
    #expect(repository.favourites.map(\.0) == [3])
    #expect(repository.favourites.map(\.1) == [true])
    #expect(launch.app.activity.notice == nil)
  }

  @Test func aFavouriteInFlightWhenTheDetailIsPoppedIsPendingThenStarredOnTheList() async throws {
    repository.writeGate = gate
    let launch = Launch(repository: repository, session: Session(email: "a@b.c", token: "t"))
    let list = try #require(launch.app.filmList)
    await list.send(.onAppear).finish()
    let detail = try await openDetail(launch)
    #expect(launch.app.filmList === list)
    detail.send(.favouriteTapped)
    launch.app.back()  // `f`, then Esc at once: the detail is released before the save ends
    #expect(launch.detail(3) == nil)
    await waitUntil { list.viewState.savingFavourites == [3] }
    #expect(list.viewState.savingFavourites == [3])  // pending, not shown as done

    gate.open()
    #expect(await launch.app.waitForPendingWork().isEmpty)
    #expect(list.viewState.savingFavourites.isEmpty)
    #expect(list.viewState.rows.first { $0.id == 3 }?.isFavourite == true)
    #expect(repository.favourites.map(\.1) == [true])
  }

  @Test func aFavouriteThatFailsAfterTheDetailIsPoppedIsPutBackOnTheList() async throws {
    repository.writeGate = gate
    repository.favouriteFailure = RepositoryError("the disk is full")
    let launch = Launch(repository: repository, session: Session(email: "a@b.c", token: "t"))
    let list = try #require(launch.app.filmList)
    await list.send(.onAppear).finish()
    try await openDetail(launch).send(.favouriteTapped)
    launch.app.back()
    await waitUntil { list.viewState.savingFavourites == [3] }
    gate.open()
    await launch.app.waitForPendingWork()
    #expect(list.viewState.savingFavourites.isEmpty)
    #expect(list.viewState.rows.first { $0.id == 3 }?.isFavourite == false)
    #expect(
      launch.app.activity.notice
        == "Marking “Orbit of Glass” as a favourite failed: the disk is full")
  }

  @Test func aDeleteInFlightFinishesAfterLoggingOut() async throws {
    repository.writeGate = gate
    let launch = Launch(repository: repository, session: Session(email: "a@b.c", token: "t"))
    let list = try #require(launch.app.filmList)
    await list.send(.onAppear).finish()
    list.send(.deleteTapped(2))
    list.send(.logOutTapped)
    #expect(launch.app.session == nil)
    gate.open()
    #expect(await launch.app.waitForPendingWork().isEmpty)
    #expect(repository.deleted == [2])
  }

  @Test func aWriteThatFailsAfterItsScreenLeftIsShownByTheApp() async throws {
    repository.writeGate = gate
    repository.favouriteFailure = RepositoryError("the disk is full")
    let launch = Launch(repository: repository, session: Session(email: "a@b.c", token: "t"))
    try await openDetail(launch).send(.favouriteTapped)
    launch.app.back()  // the flow releases the screen's store
    #expect(launch.detail(3) == nil)
    gate.open()
    await launch.app.waitForPendingWork()
    #expect(
      launch.app.activity.notice
        == "Marking “Orbit of Glass” as a favourite failed: the disk is full")
    #expect(launch.app.pendingWork.failures.count == 1)
  }

  @Test func theAppWaitsBoundedForWorkThatDoesNotEnd() async throws {
    repository.writeGate = gate
    let launch = Launch(repository: repository, session: Session(email: "a@b.c", token: "t"))
    let detail = try await openDetail(launch)
    detail.send(.favouriteTapped)
    let clock = ManualClock()
    async let unfinished = launch.app.waitForPendingWork(timeout: .seconds(5), clock: clock)
    for _ in 0..<100 { await Task.yield() }  // let the wait reach its clock
    await clock.advance(by: .seconds(5))
    #expect(await unfinished == ["Marking “Orbit of Glass” as a favourite"])
    gate.open()
    await launch.app.waitForPendingWork()
  }

  @Test func anUnreadableWatchlistIsSaidOnceInWordsNotOnEveryReload() async {
    let storage = FlakyWatchlistStorage()
    let dependencies = DependencyValues.test {
      $0.authenticator = DemoAuthenticator()
      $0.sessionStore = InMemorySessionStore()
      $0.analytics = DiscardingAnalytics()
    }
    let app = AppFlow(
      factory: FeatureFactory(
        dependencies: dependencies, watchlist: Shared(Watchlist(), persistence: storage),
        activity: ActivityLog()),
      session: nil, navigationStore: MemoryNavigationStore())
    storage.makeUnreadable(true)
    app.reloadSharedState()
    await app.waitForPendingWork()
    #expect(app.activity.notice == AppFlow.unreadableWatchlist)
    #expect(app.watchlist.value.entries == [WatchlistEntry(.orbit)])
    app.activity.notice = nil
    app.reloadSharedState()
    await app.waitForPendingWork()
    #expect(app.activity.notice == nil)
    storage.makeUnreadable(false)
    app.reloadSharedState()
    await app.waitForPendingWork()
    #expect(app.watchlist.persistenceError == nil)
  }

  @Test func aNavigationThatCannotBeSavedIsSaidOnceInWordsAndSavedWithTheNextMove() async {
    let store = RefusingNavigationStore()
    let dependencies = DependencyValues.test {
      $0.filmRepository = repository
      $0.authenticator = DemoAuthenticator()
      $0.sessionStore = InMemorySessionStore()
      $0.analytics = DiscardingAnalytics()
      $0.clock = ContinuousClock()
    }
    let app = AppFlow(
      factory: FeatureFactory(
        dependencies: dependencies, watchlist: Shared(Watchlist()), activity: ActivityLog()),
      session: Session(email: "ann@example.com", token: "t"), navigationStore: store)
    app.start()
    await app.waitForPendingWork()
    #expect(app.activity.notice == AppFlow.navigationNotSaved(RefusingNavigationStore.busy))
    #expect(app.activity.notice?.contains("busy in another window") == true)
    app.activity.notice = nil
    store.refuses = false
    app.filmList?.send(.filmTapped(3))
    await app.waitForPendingWork()
    #expect(app.activity.notice == nil)
    #expect(store.saved.count == 1)
  }

  @Test func aWatchlistChangeThatCannotBeSavedIsNotShownAsSaved() async {
    let watchlist = Shared(Watchlist(), persistence: UnwritablePersistence())
    let harness = FeatureHarness(
      initialState: FilmDetail.DomainState(filmID: 3, film: .loaded(.orbit)),
      feature: FilmDetail(
        repository: repository, watchlist: watchlist, pendingWork: PendingWork()))
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(Watchlist()))
    await harness.send(.watchlistTapped) { $0.isSavingWatchlist = true }
    let error = LoadingError(message: "Could not save the shared value: the database is locked")
    await harness.receive(.watchlistSaveFailed(error)) {
      $0.isSavingWatchlist = false
      $0.errorMessage = "Could not save your watchlist: \(error.message)"
    }
    #expect(!harness.viewState.isInWatchlist)
    #expect(watchlist.value == Watchlist())
    await harness.send(.onDisappear)
    await harness.finish()
  }
}

/// A watchlist store that can be made unreadable, as a database another process locks.
final class FlakyWatchlistStorage: SharedPersistence, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `unreadable` is read and written only inside `lock`.
  private let lock = NSLock()
  private var unreadable = false
  struct Unreadable: Error {}

  func makeUnreadable(_ value: Bool) { lock.withLock { unreadable = value } }
  func load() throws -> Watchlist? {
    if lock.withLock({ unreadable }) { throw Unreadable() }
    return Watchlist(entries: [WatchlistEntry(.orbit)])
  }
  func save(_ value: Watchlist, replacing previous: Watchlist) throws {}
}

/// A persistence whose saves fail, as a locked or read-only database does.
struct UnwritablePersistence: SharedPersistence {
  struct Locked: Error, CustomStringConvertible {
    var description: String { "the database is locked" }
  }
  func load() throws -> Watchlist? { nil }
  func save(_ value: Watchlist, replacing previous: Watchlist) throws { throw Locked() }
}

/// Refuses to save, as a database locked by another process does, until told otherwise.
@MainActor
final class RefusingNavigationStore: NavigationStateStoring {
  static let busy = RepositoryError("The catalog is busy in another window. Try again in a moment.")
  var refuses = true
  var saved: [Data] = []

  func load() -> Data? { nil }
  func save(_ bytes: Data) async throws {
    if refuses { throw Self.busy }
    saved.append(bytes)
  }
  func keepUnreadable(_ bytes: Data, reason: String) {}
}
