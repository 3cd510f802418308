import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import FlowlineTesting
import Foundation
import Testing

/// Navigation bytes kept in memory, as the database keeps them across launches.
@MainActor
final class MemoryNavigationStore: NavigationStateStoring {
  var saved: Data?
  func load() -> Data? { saved }
  func save(_ bytes: Data) { saved = bytes }
  func keepUnreadable(_ bytes: Data, reason: String) {}
}

/// The terminal app on in-memory services, driven by keys as a person would.
@MainActor
final class Driver {
  let clock = ManualClock()
  let terminal: TerminalApp
  let navigation: MemoryNavigationStore
  let sessions: InMemorySessionStore
  let watchlist: InMemoryPersistence<Watchlist>

  init(
    session: Session? = nil,
    navigation: MemoryNavigationStore = MemoryNavigationStore(),
    sessions: InMemorySessionStore = InMemorySessionStore(),
    watchlist: InMemoryPersistence<Watchlist> = InMemoryPersistence(),
    films: [Film] = Film.samples,
    size: TerminalSize = TerminalSize(columns: 72, rows: 16)
  ) {
    self.navigation = navigation
    self.sessions = sessions
    self.watchlist = watchlist
    let dependencies = DependencyValues.test { [clock] in
      $0.filmRepository = InMemoryFilmRepository(films: films)
      $0.authenticator = DemoAuthenticator()
      $0.sessionStore = sessions
      $0.analytics = DiscardingAnalytics()
      $0.clock = clock
    }
    let factory = FeatureFactory(
      dependencies: dependencies, watchlist: Shared(Watchlist(), persistence: watchlist),
      activity: ActivityLog())
    let app = AppFlow(factory: factory, session: session, navigationStore: navigation)
    terminal = TerminalApp(
      app: app, size: size, loginHint: "Demo account: demo@example.com / flowline")
  }

  func type(_ text: String) {
    for key in KeyDecoder.keys(from: Array(text.utf8)) { terminal.handle(key) }
  }

  /// Text arriving in one read, as a paste does: the keys are handled together.
  func paste(_ text: String) {
    terminal.handle(KeyDecoder.keys(from: Array(text.utf8)))
  }

  /// The status line: the frame's last line.
  var status: String { terminal.frame().last?.text ?? "" }

  func press(_ keys: Key...) {
    for key in keys { terminal.handle(key) }
  }

  /// Lets effects run until the screen shows `text` (bounded in scheduler turns, not time).
  func waitFor(_ text: String) async -> Bool {
    for _ in 0..<2_000 {
      terminal.updateVisibility()
      if screen.contains(text) { return true }
      await Task.yield()
    }
    return false
  }

  var screen: String { terminal.frame().map(\.text).joined(separator: "\n") }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct TerminalAppTests {
  @Test func aSessionFromLoginToTheWatchlist() async throws {
    let driver = Driver()
    driver.terminal.start()
    #expect(driver.screen.contains("Log in to the film catalog"))

    driver.type("demo@example.com\twrong\r")
    #expect(await driver.waitFor("Could not log in."))

    driver.press(.control("u"))
    driver.type("flowline\r")
    #expect(await driver.waitFor("The Quiet Harbour"))
    #expect(driver.screen.contains("Film Catalog › Films"))
    #expect(!driver.screen.contains("flowline"))

    driver.type("/orb")
    await driver.clock.advance(by: FilmList.searchDelay)
    #expect(await driver.waitFor("1 film"))
    driver.press(.enter, .enter)
    #expect(await driver.waitFor("directed by Ann Lee"))
    #expect(driver.screen.contains("Film Catalog › Films › Orbit of Glass"))

    driver.type("w")
    #expect(await driver.waitFor("✓ In your watchlist (1 film)"))
    #expect(driver.screen.contains("Watchlist: 1"))
    driver.type("W")
    #expect(await driver.waitFor("Your watchlist · 1 film"))
    driver.press(.escape, .escape)
    #expect(await driver.waitFor("Search: orb"))

    driver.type("q")
    #expect(driver.terminal.isFinished)
    #expect(try driver.watchlist.load()?.entries.map(\.id) == [3])
  }

  @Test func theNextLaunchShowsTheLastScreen() async {
    let first = Driver(session: Session(email: "demo@example.com", token: "t"))
    first.terminal.start()
    #expect(await first.waitFor("Paper Boats"))
    first.press(.end, .up, .enter)
    #expect(await first.waitFor("Cy Park"))

    let second = Driver(
      session: Session(email: "demo@example.com", token: "t"), navigation: first.navigation)
    second.terminal.start()
    #expect(await second.waitFor("directed by Cy Park"))
    #expect(second.terminal.app.flow.path == [.films, .film(id: 4)])
  }

  @Test func theFilterSheetOpensOverTheListAndFilters() async {
    let driver = Driver(session: Session(email: "demo@example.com", token: "t"))
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("f")
    #expect(await driver.waitFor("┌ Filter"))
    driver.press(.down, .down, .down, .enter)
    #expect(await driver.waitFor("Comedy · 1 film"))
    #expect(!driver.screen.contains("┌ Filter"))
  }

  @Test func linksTypedAfterOOpenScreensOrSayWhyNot() async {
    let driver = Driver(session: Session(email: "demo@example.com", token: "t"))
    driver.terminal.start()
    driver.type("o")
    #expect(driver.screen.contains("Open link: ▏"))
    driver.type("filmcatalog://film/2\r")
    #expect(await driver.waitFor("Laughing Gas"))
    #expect(driver.terminal.app.flow.path == [.films, .film(id: 2)])
    driver.type("ofilmcatalog://nowhere\r")
    #expect(driver.screen.contains("No screen for filmcatalog://nowhere."))
    #expect(driver.terminal.app.flow.path == [.films, .film(id: 2)])
    driver.type("o")
    driver.press(.escape)
    #expect(!driver.screen.contains("Open link"))
  }

  @Test func aLinkGivenAtLaunchWaitsForLogin() async {
    let driver = Driver()
    driver.terminal.start(opening: URL(string: "filmcatalog://film/3"))
    #expect(driver.screen.contains("Log in to open filmcatalog://film/3."))
    driver.type("demo@example.com\tflowline\r")
    #expect(await driver.waitFor("Orbit of Glass"))
    #expect(driver.terminal.app.flow.path == [.films, .film(id: 3)])
  }

  @Test func ctrlCQuitsFromAnyScreenEvenWhileTyping() {
    let driver = Driver()
    driver.terminal.start()
    driver.type("q")
    #expect(!driver.terminal.isFinished)
    driver.press(.control("c"))
    #expect(driver.terminal.isFinished)
  }

  @Test func aTinyOrResizedTerminalStillGetsAFrameThatFits() async {
    let driver = Driver(session: Session(email: "demo@example.com", token: "t"))
    driver.terminal.start()
    #expect(await driver.waitFor("Paper Boats"))
    for size in [
      TerminalSize(columns: 0, rows: 0), TerminalSize(columns: 3, rows: 2),
      TerminalSize(columns: 30, rows: 9), TerminalSize(columns: 200, rows: 60),
    ] {
      driver.terminal.size = size
      let frame = driver.terminal.frame()
      #expect(frame.count == size.rows)
      #expect(frame.allSatisfy { $0.text.columnWidth <= size.columns })
    }
  }
}
