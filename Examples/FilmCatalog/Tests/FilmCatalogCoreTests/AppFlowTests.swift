import FilmCatalogCore
import Flowline
import FlowlineTesting
import Foundation
import Testing

/// One launch of the app, on storage that outlives it (as the database does).
@MainActor
final class Launch {
  let repository: MockFilmRepository
  let sessions: InMemorySessionStore
  let navigation: MemoryNavigationStore
  let watchlistStorage: InMemoryPersistence<Watchlist>
  let app: AppFlow

  init(
    repository: MockFilmRepository = MockFilmRepository(),
    session: Session? = nil,
    sessions: InMemorySessionStore = InMemorySessionStore(),
    navigation: MemoryNavigationStore = MemoryNavigationStore(),
    watchlistStorage: InMemoryPersistence<Watchlist> = InMemoryPersistence()
  ) {
    self.repository = repository
    self.sessions = sessions
    self.navigation = navigation
    self.watchlistStorage = watchlistStorage
    let dependencies = DependencyValues.test {
      $0.filmRepository = repository
      $0.authenticator = DemoAuthenticator()
      $0.sessionStore = sessions
      $0.analytics = DiscardingAnalytics()
      $0.clock = ContinuousClock()  // no flow test debounces a search
    }
    let factory = FeatureFactory(
      dependencies: dependencies,
      watchlist: Shared(Watchlist(), persistence: watchlistStorage),
      activity: ActivityLog())
    app = AppFlow(factory: factory, session: session, navigationStore: navigation)
    app.start()
  }

  /// The next launch: same storage, the session this one left.
  func relaunch() async -> Launch {
    await app.waitForPendingWork()
    return Launch(
      repository: repository, session: await sessions.session, sessions: sessions,
      navigation: navigation, watchlistStorage: watchlistStorage)
  }

  func logIn(password: String = DemoAuthenticator.password) async {
    app.login.send(.emailChanged(DemoAuthenticator.email))
    app.login.send(.passwordChanged(Sensitive(password)))
    await app.login.send(.submitTapped).finish()
  }

  func detail(_ id: Film.ID) -> Store<FilmDetail>? {
    app.flow.screen(for: .film(id: id), as: Store<FilmDetail>.self)
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct AppFlowTests {
  @Test func signedOutTheAppStartsAtLoginAndLoggingInShowsTheList() async {
    let launch = Launch()
    #expect(launch.app.flow.path.isEmpty)
    #expect(launch.app.session == nil)

    await launch.logIn(password: "wrong")
    #expect(launch.app.flow.path.isEmpty)
    #expect(launch.app.login.errorMessage == "Could not log in.")

    await launch.logIn()
    #expect(launch.app.flow.path == [.films])
    #expect(launch.app.filmList != nil)
    #expect(await launch.sessions.session?.email == DemoAuthenticator.email)
  }

  @Test func screenEventsBecomeRouteChangesDecidedByTheFlow() async throws {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    let list = try #require(launch.app.filmList)
    await list.send(.onAppear).finish()
    list.send(.filmTapped(3))
    #expect(launch.app.flow.path == [.films, .film(id: 3)])

    let detail = try #require(launch.detail(3))
    detail.send(.onAppear)
    await waitUntil { detail.domainState.film.value != nil }
    detail.send(.relatedFilmTapped(1))
    #expect(launch.app.flow.path == [.films, .film(id: 3), .film(id: 1)])
    launch.detail(1)?.send(.openWatchlistTapped)
    #expect(launch.app.flow.path.last == .watchlist)

    launch.app.back()
    launch.app.back()
    #expect(launch.app.flow.path == [.films, .film(id: 3)])
    launch.app.back()
    launch.app.back()
    #expect(launch.app.flow.path == [.films])
    detail.cancelAllEffects()
  }

  @Test func theFilterSheetIsADestinationWhoseChoiceTheFlowHandsToTheList() async throws {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    let list = try #require(launch.app.filmList)
    await list.send(.onAppear).finish()
    list.send(.filtersTapped)
    #expect(launch.app.flow.destination == .filters)
    let picker = try #require(launch.app.flow.destinationScreen as? Store<FilterPicker>)
    await picker.send(.filterTapped(.genre(.comedy))).finish()
    #expect(launch.app.flow.destination == nil)
    #expect(list.domainState.filter == .genre(.comedy))
    await waitUntil { list.rows.map(\.id) == [2] }
    #expect(list.rows.map(\.id) == [2])

    list.send(.filtersTapped)
    launch.app.back()
    #expect(launch.app.flow.destination == nil)
  }

  @Test func aFavouriteSavedOnTheDetailIsShownOnTheList() async throws {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    let list = try #require(launch.app.filmList)
    await list.send(.onAppear).finish()
    list.send(.filmTapped(3))
    let detail = try #require(launch.detail(3))
    detail.send(.onAppear)
    await waitUntil { detail.domainState.film.value != nil }
    await detail.send(.favouriteTapped).finish()
    #expect(list.rows.first { $0.id == 3 }?.isFavourite == true)
    detail.cancelAllEffects()
  }

  @Test func theStackAndTheWatchlistAreRestoredOnTheNextLaunch() async throws {
    let first = Launch()
    await first.logIn()
    first.app.filmList?.send(.filmTapped(3))
    let detail = try #require(first.detail(3))
    detail.send(.onAppear)
    await waitUntil { detail.domainState.film.value != nil }
    await detail.send(.watchlistTapped).finish()
    #expect(first.app.watchlist.value.entries.map(\.id) == [3])
    detail.cancelAllEffects()

    let second = await first.relaunch()
    #expect(second.app.session != nil)
    #expect(second.app.flow.path == [.films, .film(id: 3)])
    #expect(second.app.watchlist.value.entries.map(\.id) == [3])
    #expect(second.app.activity.notice == nil)
  }

  @Test func corruptSavedNavigationFallsBackToTheListAndKeepsTheBytes() async {
    let bad = Data("{\"version\":1,\"state\":{\"path\":[{\"nope\":{}}]}}".utf8)
    let launch = Launch(
      session: Session(email: "a@b.c", token: "t"), navigation: MemoryNavigationStore(saved: bad))
    #expect(launch.app.flow.path == [.films])
    #expect(launch.navigation.unreadable.map(\.0) == [bad])
    #expect(launch.navigation.unreadable.first?.1.contains("unreadable") == true)
    #expect(launch.app.activity.notice?.contains("could not be restored") == true)
    // The fallback is saved, so the next launch starts cleanly.
    #expect(launch.navigation.saved != bad)
  }

  @Test func navigationFromAnotherVersionOrRandomBytesNeverCrashes() async {
    var generator = SplitMix(seed: 7)
    let samples: [Data] =
      [
        Data(), Data([0xFF, 0x00, 0x13]), Data("{\"version\":99,\"state\":{}}".utf8),
        Data("null".utf8),
      ]
      + (0..<50).map { _ in
        Data((0..<Int(generator.next() % 64)).map { _ in UInt8(generator.next() & 0xFF) })
      }
    for bytes in samples {
      let launch = Launch(
        session: Session(email: "a@b.c", token: "t"),
        navigation: MemoryNavigationStore(saved: bytes))
      #expect(launch.app.flow.path == [.films])
    }
  }

  @Test func aSavedStackWithoutTheListGetsTheListUnderneath() async throws {
    let state = NavigationState<Route, Sheet>(path: [.watchlist])
    let saved = try JSONEncoder().encode(SavedNavigation(version: 1, state: state))
    let launch = Launch(
      session: Session(email: "a@b.c", token: "t"), navigation: MemoryNavigationStore(saved: saved))
    #expect(launch.app.flow.path == [.films, .watchlist])
  }

  @Test func signedOutTheSavedStackWaitsForLogin() async {
    let first = Launch(session: Session(email: "a@b.c", token: "t"))
    first.app.filmList?.send(.filmTapped(2))
    let second = Launch(navigation: first.navigation)
    #expect(second.app.flow.path.isEmpty)
  }

  @Test func aDeepLinkOpensTheFilm() async {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    launch.app.open(URL(string: "filmcatalog://film/42")!)
    #expect(launch.app.flow.path == [.films, .film(id: 42)])
    launch.app.open(URL(string: "filmcatalog://filters")!)
    #expect(launch.app.flow.path == [.films])
    #expect(launch.app.flow.destination == .filters)
    #expect(launch.app.activity.notice == nil)
  }

  @Test func anUnknownDeepLinkLeavesTheNavigationAndSaysWhy() async {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    launch.app.filmList?.send(.watchlistTapped)
    for link in ["filmcatalog://film/abc", "filmcatalog://nowhere", "https://example.com/film/1"] {
      launch.app.open(URL(string: link)!)
      #expect(launch.app.flow.path == [.films, .watchlist])
    }
    #expect(launch.app.activity.notice == "Unsupported URL scheme: https.")
  }

  @Test func aDeepLinkWhileSignedOutOpensAfterLogin() async {
    let launch = Launch()
    launch.app.open(URL(string: "filmcatalog://film/4")!)
    #expect(launch.app.flow.path.isEmpty)
    #expect(launch.app.activity.notice == "Log in to open filmcatalog://film/4.")
    await launch.logIn()
    #expect(launch.app.flow.path == [.films, .film(id: 4)])
    #expect(launch.app.activity.notice == nil)
  }

  @Test func loggingOutReturnsToLoginAndForgetsTheSession() async {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    launch.app.filmList?.send(.logOutTapped)
    #expect(launch.app.flow.path.isEmpty)
    #expect(launch.app.session == nil)
    let next = await launch.relaunch()
    #expect(next.app.session == nil)
    #expect(next.app.flow.path.isEmpty)
  }

  @Test func backFromTheListDoesNothing() {
    let launch = Launch(session: Session(email: "a@b.c", token: "t"))
    launch.app.back()
    #expect(launch.app.flow.path == [.films])
  }
}

/// The saved format, as `Flow` writes it, to craft saved data in tests.
struct SavedNavigation: Codable {
  var version: Int
  var state: NavigationState<Route, Sheet>
}

/// A small deterministic generator for fuzzed inputs.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Lets effects run until `condition` holds (bounded in scheduler turns, never in time).
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
}
