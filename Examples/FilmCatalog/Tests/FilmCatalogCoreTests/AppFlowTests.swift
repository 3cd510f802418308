import FilmCatalogCore
import Flowline
import FlowlineTesting
import Foundation
import Testing

/// The session of a launch that starts signed in.
let signedIn = Session(email: "a@b.c", token: "t")

/// The session the demo authenticator hands out.
let demoSession = Session(email: DemoAuthenticator.email, token: "preview")

/// What outlives a launch of the app, as its database does: the catalog, the saved session,
/// the saved navigation and the saved watchlist.
@MainActor
final class Device {
  let repository = MockFilmRepository()
  let sessions: InMemorySessionStore
  let navigation: MemoryNavigationStore
  let watchlistStorage = InMemoryPersistence<Watchlist>()
  let analytics = RecordingAnalytics()

  /// A device on which an earlier launch saved `session` and `savedNavigation`.
  ///
  /// - Parameters:
  ///   - session: The saved session: the app starts signed in when there is one.
  ///   - savedNavigation: The saved navigation bytes.
  init(session: Session? = nil, savedNavigation: Data? = nil) {
    sessions = InMemorySessionStore(session: session)
    navigation = MemoryNavigationStore(saved: savedNavigation)
  }

  /// Launches the app on this device as `AppFlow.assemble` wires it, under an app harness that
  /// follows the login screen, every screen the flow builds, the watchlist (as "watchlist") and
  /// the work that must finish, on the app's test clock.
  ///
  /// - Returns: The app, not started yet, and its harness, which the test finishes before the
  ///   next launch.
  func launch(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> (AppFlow, AppHarness<Route, Destination>) {
    let clock = ManualClock()
    let session = await sessions.session
    let services = AppServices(
      filmRepository: repository, authenticator: DemoAuthenticator(), sessionStore: sessions,
      analytics: analytics, watchlistPersistence: watchlistStorage, navigationStore: navigation,
      savedSession: { session })
    let app = AppFlow.assemble(services, dependencies: DependencyValues.test { $0.clock = clock })
    let harness = AppHarness(
      flow: app.flow, roots: [app.login], clock: clock, fileID: fileID, filePath: filePath,
      line: line, column: column)
    harness.track(app.watchlist, as: "watchlist")
    harness.track(app.pendingWork)
    return (app, harness)
  }
}

/// The whole app under an app harness: each screen's actions and state changes, its screen
/// events, the navigation the flow decides, the watchlist and the saves that must finish,
/// asserted exhaustively in the one order they happen, on the harness's clock.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AppFlowTests {
  /// Types the demo email and `password` on the login screen and submits them, asserting each
  /// step up to the start of the login; the test asserts how it ends.
  func submitCredentials(
    password: String = DemoAuthenticator.password,
    to app: AppFlow, on harness: AppHarness<Route, Destination>
  ) async {
    let login = harness.screen(app.login)
    await login.send(.emailChanged(DemoAuthenticator.email)) {
      $0.email = DemoAuthenticator.email
    }
    await login.send(.passwordChanged(Sensitive(password))) { $0.password = Sensitive(password) }
    await login.send(.submitTapped)
    await login.receive(.login(.started)) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
  }

  /// Logs in with the demo account, asserting each step up to the login screen's report; the
  /// test asserts where the flow goes.
  func logIn(to app: AppFlow, on harness: AppHarness<Route, Destination>) async {
    await submitCredentials(to: app, on: harness)
    let login = harness.screen(app.login)
    await login.receive(.login(.succeeded(demoSession))) {
      $0.isLoading = false
      $0.password = ""
    }
    await login.receiveScreenEvent(.loginCompleted(demoSession))
  }

  /// Starts a signed-in launch, which shows the film list.
  func startSignedIn(_ app: AppFlow, on harness: AppHarness<Route, Destination>) async {
    app.start()
    await harness.receiveNavigation { $0.path = [.films] }
  }

  /// Shows the film list and loads the catalog.
  func loadList(on harness: AppHarness<Route, Destination>) async {
    let list = harness.screen(.films, FilmList.self)
    await list.send(.onAppear) { $0.films = .loading }
    await list.receive(.filmsResponse(.success(FilmPage(Film.samples)))) {
      $0.films = .loaded(FilmPage(Film.samples))
    }
  }

  typealias ListScreen = AppHarness<Route, Destination>.Screen<FilmList>

  /// Taps a film on the list, and the flow pushes its detail.
  ///
  /// - Returns: The list's screen.
  @discardableResult
  func openFilm(_ id: Film.ID, on harness: AppHarness<Route, Destination>) async -> ListScreen {
    let list = harness.screen(.films, FilmList.self)
    await list.send(.filmTapped(id))
    await list.receiveScreenEvent(.filmSelected(id))
    await harness.receiveNavigation { $0.path.append(.film(id: id)) }
    return list
  }

  /// The detail of “Orbit of Glass” (film 3) appears: it loads the film, follows the watchlist
  /// and loads the related films.
  func loadOrbit(on harness: AppHarness<Route, Destination>, watchlist: Watchlist = Watchlist())
    async
  {
    let detail = harness.screen(.film(id: 3), FilmDetail.self)
    await detail.send(.onAppear) { $0.film = .loading }
    await detail.receive(.filmResponse(.success(.orbit))) {
      $0.film = .loaded(.orbit)
      $0.related = .loading
    }
    await detail.receive(.watchlistChanged(watchlist)) {
      $0.isInWatchlist = watchlist.contains(3)
      $0.watchlistCount = watchlist.entries.count
    }
    await detail.receive(.relatedResponse(.success([.harbour, .laughingGas, .paperBoats]))) {
      $0.related = .loaded([.harbour, .laughingGas, .paperBoats])
    }
  }

  @Test func signedOutTheAppStartsAtLoginAndLoggingInShowsTheList() async {
    let device = Device()
    let (app, harness) = await device.launch()
    app.start()
    #expect(app.flow.path.isEmpty)
    #expect(app.session == nil)

    let login = harness.screen(app.login)
    await submitCredentials(password: "wrong", to: app, on: harness)
    await login.receive(.login(.failed(.invalidCredentials))) {
      $0.isLoading = false
      $0.errorMessage = "Could not log in."
    }
    #expect(app.flow.path.isEmpty)
    #expect(login.store?.viewState.errorMessage == "Could not log in.")

    await submitCredentials(to: app, on: harness)
    await login.receive(.login(.succeeded(demoSession))) {
      $0.isLoading = false
      $0.password = ""
    }
    await login.receiveScreenEvent(.loginCompleted(demoSession))
    await harness.receiveNavigation { $0.path = [.films] }
    #expect(app.session == demoSession)
    #expect(app.filmList != nil)
    #expect(await device.sessions.session == demoSession)
    #expect(device.analytics.events == ["login_failed", "login_succeeded"])
    await harness.finish()
  }

  @Test func screenEventsBecomeRouteChangesDecidedByTheFlow() async {
    let (app, harness) = await Device(session: signedIn).launch()
    await startSignedIn(app, on: harness)
    await loadList(on: harness)
    await openFilm(3, on: harness)

    await loadOrbit(on: harness)
    let detail = harness.screen(.film(id: 3), FilmDetail.self)
    await detail.send(.relatedFilmTapped(1))
    await detail.receiveScreenEvent(.filmSelected(1))
    await harness.receiveNavigation { $0.path.append(.film(id: 1)) }
    let related = harness.screen(.film(id: 1), FilmDetail.self)
    await related.send(.openWatchlistTapped)
    await related.receiveScreenEvent(.watchlistRequested)
    await harness.receiveNavigation { $0.path.append(.watchlist) }
    #expect(app.flow.path == [.films, .film(id: 3), .film(id: 1), .watchlist])

    app.back()
    await harness.receiveNavigation { $0.path.removeLast() }
    app.back()
    await harness.receiveNavigation { $0.path.removeLast() }
    #expect(app.flow.path == [.films, .film(id: 3)])
    #expect(related.store == nil)
    app.back()
    await harness.receiveNavigation { $0.path.removeLast() }
    app.back()  // the list is the signed-in root: nothing happens
    #expect(app.flow.path == [.films])
    #expect(detail.store == nil)  // popped while following the watchlist: released
    await harness.finish()
  }

  @Test func theFilterSheetIsADestinationWhoseChoiceTheFlowHandsToTheList() async {
    let device = Device(session: signedIn)
    let (app, harness) = await device.launch()
    await startSignedIn(app, on: harness)
    await loadList(on: harness)
    let list = harness.screen(.films, FilmList.self)
    await list.send(.filtersTapped)
    await list.receiveScreenEvent(.filtersRequested(current: .all))
    await harness.receiveNavigation { $0.destination = .filters }

    let picker = harness.destination(FilterPicker.self)
    #expect(picker.state == .init(current: .all))
    await picker.send(.filterTapped(.genre(.comedy))) { $0.current = .genre(.comedy) }
    await picker.receiveScreenEvent(.filterChosen(.genre(.comedy)))
    await harness.receiveNavigation { $0.destination = nil }
    await list.receive(.setFilter(.genre(.comedy))) {
      $0.filter = .genre(.comedy)
      $0.films = .refreshing(FilmPage(Film.samples))
    }
    await list.receive(.filmsResponse(.success([.laughingGas]))) {
      $0.films = .loaded([.laughingGas])
    }
    #expect(picker.store == nil)
    #expect(list.store?.viewState.rows.map(\.id) == [2])
    #expect(device.repository.queries.last == FilmQuery(filter: .genre(.comedy)))

    await list.send(.filtersTapped)
    await list.receiveScreenEvent(.filtersRequested(current: .genre(.comedy)))
    await harness.receiveNavigation { $0.destination = .filters }
    #expect(harness.destination(FilterPicker.self).state == .init(current: .genre(.comedy)))
    app.back()
    await harness.receiveNavigation { $0.destination = nil }
    await harness.finish()
  }

  @Test func aFavouriteSavedOnTheDetailIsShownOnTheList() async {
    let device = Device(session: signedIn)
    let (app, harness) = await device.launch()
    await startSignedIn(app, on: harness)
    await loadList(on: harness)
    let list = await openFilm(3, on: harness)
    await loadOrbit(on: harness)

    let detail = harness.screen(.film(id: 3), FilmDetail.self)
    let favourite = Film.orbit.with(favourite: true)
    await detail.send(.favouriteTapped) {
      $0.film = .loaded(favourite)
      $0.isSavingFavourite = true
    }
    // The save tells the list itself: pending, then saved.
    await list.receive(.favouriteSave(.saving(favourite))) {
      $0.films = .loaded([.harbour, .laughingGas, favourite, .paperBoats])
      $0.savingFavourites = [3]
    }
    await list.receive(.favouriteSave(.saved(favourite))) { $0.savingFavourites = [] }
    await detail.receive(.favouriteSaved(favourite)) { $0.isSavingFavourite = false }
    await detail.receiveScreenEvent(.filmChanged(favourite))
    await list.receive(.filmChanged(favourite))
    await harness.receiveWorkFinished("Marking “Orbit of Glass” as a favourite")
    #expect(list.store?.viewState.rows.first { $0.id == 3 }?.isFavourite == true)
    #expect(device.repository.favourites.map(\.0) == [3])
    #expect(device.repository.favourites.map(\.1) == [true])
    await detail.send(.onDisappear)
    await harness.finish()
  }

  @Test func theWatchlistChangedOnTheDetailIsShownOnTheWatchlistScreen() async {
    let (app, harness) = await Device(session: signedIn).launch()
    await startSignedIn(app, on: harness)
    app.open(URL(string: "filmcatalog://film/3")!)
    await harness.receiveNavigation { $0.path.append(.film(id: 3)) }
    await loadOrbit(on: harness)

    let detail = harness.screen(.film(id: 3), FilmDetail.self)
    await detail.send(.watchlistTapped) { $0.isSavingWatchlist = true }
    let withOrbit = Watchlist(entries: [WatchlistEntry(.orbit)])
    await harness.receive(app.watchlist) { $0.add(WatchlistEntry(.orbit)) }
    await detail.receive(.watchlistSaved) { $0.isSavingWatchlist = false }
    await detail.receive(.watchlistChanged(withOrbit)) {
      $0.isInWatchlist = true
      $0.watchlistCount = 1
    }
    await harness.receiveWorkFinished("Adding “Orbit of Glass” to your watchlist")
    await detail.send(.openWatchlistTapped)
    await detail.receiveScreenEvent(.watchlistRequested)
    await harness.receiveNavigation { $0.path.append(.watchlist) }
    await detail.send(.onDisappear)  // covered by the watchlist: it stops following

    let watchlist = harness.screen(.watchlist, WatchlistFeature.self)
    await watchlist.send(.onAppear)
    await watchlist.receive(.watchlistChanged(withOrbit)) {
      $0.entries = [WatchlistEntry(.orbit)]
      $0.isLoaded = true
    }
    await watchlist.send(.removeTapped(3))
    await harness.receive(app.watchlist) { $0.remove(3) }
    await watchlist.receive(.saved("Removed “Orbit of Glass” from your watchlist.")) {
      $0.notice = "Removed “Orbit of Glass” from your watchlist."
    }
    await harness.receiveWorkFinished("Removing “Orbit of Glass”")
    await watchlist.receive(.watchlistChanged(Watchlist())) { $0.entries = [] }
    #expect(watchlist.store?.viewState.emptyMessage != nil)
    await watchlist.send(.onDisappear)

    app.back()
    await harness.receiveNavigation { $0.path.removeLast() }
    await detail.send(.onAppear)  // shown again: follows the watchlist, the film stays loaded
    await detail.receive(.watchlistChanged(Watchlist())) {
      $0.isInWatchlist = false
      $0.watchlistCount = 0
    }
    await detail.send(.onDisappear)
    await harness.finish()
  }

  @Test func theStackAndTheWatchlistAreRestoredOnTheNextLaunch() async {
    let device = Device()
    let (first, harness) = await device.launch()
    first.start()
    await logIn(to: first, on: harness)
    await harness.receiveNavigation { $0.path = [.films] }
    await openFilm(3, on: harness)
    await loadOrbit(on: harness)
    let detail = harness.screen(.film(id: 3), FilmDetail.self)
    await detail.send(.watchlistTapped) { $0.isSavingWatchlist = true }
    await harness.receive(first.watchlist) { $0.add(WatchlistEntry(.orbit)) }
    let withOrbit = Watchlist(entries: [WatchlistEntry(.orbit)])
    await detail.receive(.watchlistSaved) { $0.isSavingWatchlist = false }
    await detail.receive(.watchlistChanged(withOrbit)) {
      $0.isInWatchlist = true
      $0.watchlistCount = 1
    }
    await harness.receiveWorkFinished("Adding “Orbit of Glass” to your watchlist")
    #expect(first.watchlist.value.entries.map(\.id) == [3])
    await detail.send(.onDisappear)
    await harness.finish()

    let (second, relaunched) = await device.launch()
    #expect(second.session == demoSession)
    #expect(second.watchlist.value == withOrbit)
    second.start()
    await relaunched.receiveNavigation { $0.path = [.films, .film(id: 3)] }
    #expect(second.activity.notice == nil)
    await loadOrbit(on: relaunched, watchlist: withOrbit)
    await relaunched.screen(.film(id: 3), FilmDetail.self).send(.onDisappear)
    await relaunched.finish()
  }

  @Test func theListsSearchAndFilterAreRestoredWithTheStackOnTheNextLaunch() async {
    let device = Device(session: signedIn)
    let (first, harness) = await device.launch()
    await startSignedIn(first, on: harness)
    await loadList(on: harness)
    let list = harness.screen(.films, FilmList.self)
    await list.send(.queryChanged("gl")) { $0.query = "gl" }
    await harness.advance(by: .milliseconds(200))
    await list.send(.queryChanged("glass")) { $0.query = "glass" }
    await harness.advance(by: FilmList.searchDelay)
    await list.receive(.search("glass")) {
      $0.appliedQuery = "glass"
      $0.films = .refreshing(FilmPage(Film.samples))
    }
    await list.receiveScreenEvent(.searchApplied("glass"))
    await list.receive(.filmsResponse(.success([.orbit]))) { $0.films = .loaded([.orbit]) }

    await list.send(.filtersTapped)
    await list.receiveScreenEvent(.filtersRequested(current: .all))
    await harness.receiveNavigation { $0.destination = .filters }
    let scienceFiction = FilmFilter.genre(.scienceFiction)
    let picker = harness.destination(FilterPicker.self)
    await picker.send(.filterTapped(scienceFiction)) { $0.current = scienceFiction }
    await picker.receiveScreenEvent(.filterChosen(scienceFiction))
    await harness.receiveNavigation { $0.destination = nil }
    await list.receive(.setFilter(scienceFiction)) {
      $0.filter = scienceFiction
      $0.films = .refreshing([.orbit])
    }
    await list.receive(.filmsResponse(.success([.orbit]))) { $0.films = .loaded([.orbit]) }
    await list.send(.filmTapped(3))
    await list.receiveScreenEvent(.filmSelected(3))
    await harness.receiveNavigation { $0.path.append(.film(id: 3)) }
    await harness.finish()

    let (second, relaunched) = await device.launch()
    second.start()
    await relaunched.receiveNavigation { $0.path = [.films, .film(id: 3)] }
    let restored = relaunched.screen(.films, FilmList.self)
    #expect(restored.state == .init(query: "glass", filter: scienceFiction))
    await restored.send(.onAppear) { $0.films = .loading }
    await restored.receive(.filmsResponse(.success([.orbit]))) { $0.films = .loaded([.orbit]) }
    #expect(device.repository.queries.last == FilmQuery(text: "glass", filter: scienceFiction))
    await relaunched.finish()
  }

  @Test func aFilmUnderTheTopScreenIsLoadedWhenTheStackIsRestored() async throws {
    let state = NavigationState<Route, Destination>(path: [.films, .film(id: 3), .watchlist])
    let saved = try JSONEncoder().encode(SavedNavigation(version: 1, state: state))
    let (app, harness) = await Device(session: signedIn, savedNavigation: saved).launch()
    app.start()
    await harness.receiveNavigation { $0 = state }
    let detail = harness.screen(.film(id: 3), FilmDetail.self)
    await detail.receive(.reload) { $0.film = .loading }
    await detail.receive(.filmResponse(.success(.orbit))) {
      $0.film = .loaded(.orbit)
      $0.related = .loading
    }
    await detail.receive(.relatedResponse(.success([.harbour, .laughingGas, .paperBoats]))) {
      $0.related = .loaded([.harbour, .laughingGas, .paperBoats])
    }
    #expect(detail.store?.viewState.title == "Orbit of Glass")
    await harness.finish()
  }

  @Test func corruptSavedNavigationFallsBackToTheListAndKeepsTheBytes() async {
    let bad = Data("{\"version\":1,\"state\":{\"path\":[{\"nope\":{}}]}}".utf8)
    let device = Device(session: signedIn, savedNavigation: bad)
    let (app, harness) = await device.launch()
    await startSignedIn(app, on: harness)
    #expect(device.navigation.unreadable.map(\.0) == [bad])
    #expect(device.navigation.unreadable.first?.1.contains("unreadable") == true)
    #expect(app.activity.notice?.contains("could not be restored") == true)
    // The fallback is saved, so the next launch starts cleanly.
    await app.waitForPendingWork(clock: harness.clock)
    #expect(device.navigation.saved != bad)
    await harness.finish()
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
      let device = Device(session: signedIn, savedNavigation: bytes)
      let (app, harness) = await device.launch()
      await startSignedIn(app, on: harness)
      #expect(device.navigation.unreadable.map(\.0) == [bytes])
      await harness.finish()
    }
  }

  @Test func aSavedStackWithoutTheListGetsTheListUnderneath() async throws {
    let state = NavigationState<Route, Destination>(path: [.watchlist])
    let saved = try JSONEncoder().encode(SavedNavigation(version: 1, state: state))
    let (app, harness) = await Device(session: signedIn, savedNavigation: saved).launch()
    app.start()
    await harness.receiveNavigation { $0.path = [.watchlist] }
    await harness.receiveNavigation { $0.path = [.films, .watchlist] }
    #expect(app.flow.path == [.films, .watchlist])
    await harness.finish()
  }

  @Test func signedOutTheSavedStackWaitsForLogin() async {
    let device = Device(session: signedIn)
    let (first, harness) = await device.launch()
    await startSignedIn(first, on: harness)
    let list = harness.screen(.films, FilmList.self)
    await list.send(.filmTapped(2))
    await list.receiveScreenEvent(.filmSelected(2))
    await harness.receiveNavigation { $0.path.append(.film(id: 2)) }
    await harness.finish()

    let signedOut = Device(savedNavigation: device.navigation.saved)
    let (second, relaunched) = await signedOut.launch()
    second.start()
    #expect(second.flow.path.isEmpty)
    #expect(second.session == nil)
    await relaunched.finish()
  }

  @Test func aDeepLinkOpensTheFilm() async {
    let (app, harness) = await Device(session: signedIn).launch()
    await startSignedIn(app, on: harness)
    app.open(URL(string: "filmcatalog://film/42")!)
    await harness.receiveNavigation { $0.path.append(.film(id: 42)) }
    app.open(URL(string: "filmcatalog://filters")!)
    await harness.receiveNavigation { $0.path = [.films] }
    await harness.receiveNavigation { $0.destination = .filters }
    #expect(harness.destination(FilterPicker.self).state == .init(current: .all))
    #expect(app.activity.notice == nil)
    await harness.finish()
  }

  @Test func anUnknownDeepLinkLeavesTheNavigationAndSaysWhy() async {
    let (app, harness) = await Device(session: signedIn).launch()
    await startSignedIn(app, on: harness)
    let list = harness.screen(.films, FilmList.self)
    await list.send(.watchlistTapped)
    await list.receiveScreenEvent(.watchlistRequested)
    await harness.receiveNavigation { $0.path.append(.watchlist) }
    for link in ["filmcatalog://film/abc", "filmcatalog://nowhere", "https://example.com/film/1"] {
      app.open(URL(string: link)!)
      #expect(app.flow.path == [.films, .watchlist])
    }
    #expect(app.activity.notice == "Unsupported URL scheme: https.")
    await harness.finish()  // and no navigation change was left unasserted
  }

  @Test func aDeepLinkWhileSignedOutOpensAfterLogin() async {
    let (app, harness) = await Device().launch()
    app.start()
    app.open(URL(string: "filmcatalog://film/4")!)
    #expect(app.flow.path.isEmpty)
    #expect(app.activity.notice == "Log in to open filmcatalog://film/4.")

    await logIn(to: app, on: harness)
    await harness.receiveNavigation { $0.path = [.films, .film(id: 4)] }
    #expect(app.activity.notice == nil)
    await harness.finish()
  }

  @Test func loggingOutReturnsToLoginAndForgetsTheSession() async {
    let device = Device(session: signedIn)
    let (app, harness) = await device.launch()
    await startSignedIn(app, on: harness)
    let list = harness.screen(.films, FilmList.self)
    await list.send(.logOutTapped)
    await list.receiveScreenEvent(.logOutRequested)
    await harness.receiveNavigation { $0.path = [] }
    await harness.screen(app.login).receive(.loggedOut)
    #expect(app.session == nil)
    #expect(list.store == nil)
    // Forgetting the saved session is the flow's own work, outside any screen: wait for it.
    #expect(await app.waitForPendingWork(clock: harness.clock).isEmpty)
    #expect(await device.sessions.session == nil)
    await harness.finish()

    let (next, relaunched) = await device.launch()
    next.start()
    #expect(next.session == nil)
    #expect(next.flow.path.isEmpty)
    await relaunched.finish()
  }

  @Test func backFromTheListDoesNothing() async {
    let (app, harness) = await Device(session: signedIn).launch()
    await startSignedIn(app, on: harness)
    app.back()
    #expect(app.flow.path == [.films])
    await harness.finish()
  }
}

/// The saved format, as `Flow` writes it, to craft saved data in tests.
struct SavedNavigation: Codable {
  var version: Int
  var state: NavigationState<Route, Destination>
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
