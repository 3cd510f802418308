import FilmCatalogCore
import Flowline
import FlowlineTesting
import Foundation

/// A repository whose answers a test sets, recording what it was asked.
///
/// A class with a lock rather than an actor, so that its calls don't hop between executors and
/// the order of effects' actions stays the order they started in.
///
/// Safety of `@unchecked Sendable`: every stored property is read and written only inside
/// `lock.withLock`.
final class MockFilmRepository: FilmRepository, @unchecked Sendable {
  private let lock = NSLock()
  private var _films: [Film]
  private var _failure: RepositoryError?
  private var _deleteFailure: RepositoryError?
  private var _favouriteFailure: RepositoryError?
  private var _relatedFailure: RepositoryError?
  private var _queries: [FilmQuery] = []
  private var _deleted: [Film.ID] = []
  private var _favourites: [(Film.ID, Bool)] = []
  private var _writeGate: Gate?

  init(films: [Film] = Film.samples) {
    _films = films
  }

  var failure: RepositoryError? {
    get { lock.withLock { _failure } }
    set { lock.withLock { _failure = newValue } }
  }
  var deleteFailure: RepositoryError? {
    get { lock.withLock { _deleteFailure } }
    set { lock.withLock { _deleteFailure = newValue } }
  }
  var favouriteFailure: RepositoryError? {
    get { lock.withLock { _favouriteFailure } }
    set { lock.withLock { _favouriteFailure = newValue } }
  }
  var relatedFailure: RepositoryError? {
    get { lock.withLock { _relatedFailure } }
    set { lock.withLock { _relatedFailure = newValue } }
  }
  /// When set, deletes and favourites wait for it to open: a slow write.
  var writeGate: Gate? {
    get { lock.withLock { _writeGate } }
    set { lock.withLock { _writeGate = newValue } }
  }
  var queries: [FilmQuery] { lock.withLock { _queries } }
  var deleted: [Film.ID] { lock.withLock { _deleted } }
  var favourites: [(Film.ID, Bool)] { lock.withLock { _favourites } }

  func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage {
    try lock.withLock {
      _queries.append(query)
      if let _failure { throw _failure }
      return FilmPage(all: _films.filter(query.matches), window: window)
    }
  }

  func film(id: Film.ID) async throws -> Film? {
    try lock.withLock {
      if let _failure { throw _failure }
      return _films.first { $0.id == id }
    }
  }

  func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film] {
    try lock.withLock {
      if let failure = _relatedFailure ?? _failure { throw failure }
      return Array(_films.filter { $0.id != id }.prefix(limit))
    }
  }

  func deleteFilm(id: Film.ID) async throws {
    await writeGate?.wait()
    try lock.withLock {
      _deleted.append(id)
      if let failure = _deleteFailure ?? _failure { throw failure }
      _films.removeAll { $0.id == id }
    }
  }

  func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws {
    await writeGate?.wait()
    try lock.withLock {
      _favourites.append((filmID, isFavourite))
      if let failure = _favouriteFailure ?? _failure { throw failure }
      if let index = _films.firstIndex(where: { $0.id == filmID }) {
        _films[index].isFavourite = isFavourite
      }
    }
  }
}

/// Analytics that remember what was tracked.
///
/// Safety of `@unchecked Sendable`: `_events` is read and written only inside `lock.withLock`.
final class RecordingAnalytics: AnalyticsTracking, @unchecked Sendable {
  private let lock = NSLock()
  private var _events: [String] = []

  var events: [String] { lock.withLock { _events } }

  func track(_ event: String) async {
    lock.withLock { _events.append(event) }
  }
}

/// Navigation bytes kept in memory, shared by copies (as a database is across launches).
@MainActor
final class MemoryNavigationStore: NavigationStateStoring {
  var saved: Data?
  var unreadable: [(Data, String)] = []

  init(saved: Data? = nil) {
    self.saved = saved
  }

  func load() -> Data? { saved }
  func save(_ bytes: Data) { saved = bytes }
  func keepUnreadable(_ bytes: Data, reason: String) { unreadable.append((bytes, reason)) }
}

extension Film {
  static let harbour = Film.samples[0]
  static let laughingGas = Film.samples[1]
  static let orbit = Film.samples[2]
  static let paperBoats = Film.samples[3]

  func with(favourite: Bool) -> Film {
    var film = self
    film.isFavourite = favourite
    return film
  }
}

extension RepositoryError {
  static let offline = RepositoryError("offline")
}

/// The demo account's credentials.
let demo = Credentials(
  email: DemoAuthenticator.email, password: Sensitive(DemoAuthenticator.password))

/// Lets a test decide when a slow write proceeds, without sleeping.
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self)
  }

  /// Waits until the gate opens.
  func wait() async {
    for await _ in stream { return }
  }

  /// Lets every waiting write through, now and later.
  func open() {
    continuation.yield()
    continuation.finish()
  }
}

/// One launch of the app on the wall clock, for the tests that drive its stores directly
/// (PromisesTests); the flow tests run the app under an `AppHarness` instead (`Device`).
@MainActor
final class Launch {
  let repository: MockFilmRepository
  let app: AppFlow

  init(repository: MockFilmRepository = MockFilmRepository(), session: Session? = nil) {
    self.repository = repository
    let dependencies = DependencyValues.test {
      $0.filmRepository = repository
      $0.authenticator = DemoAuthenticator()
      $0.sessionStore = InMemorySessionStore()
      $0.analytics = DiscardingAnalytics()
      $0.clock = ContinuousClock()  // nothing here debounces a search
    }
    let factory = FeatureFactory(
      dependencies: dependencies, watchlist: Shared(Watchlist()), activity: ActivityLog())
    app = AppFlow(factory: factory, session: session, navigationStore: MemoryNavigationStore())
    app.start()
  }

  /// The store of the film's screen, when it is on the stack.
  func detail(_ id: Film.ID) -> Store<FilmDetail>? {
    (app.flow.screen(for: .film(id: id)) as? Store<FilmDetail>)
  }
}

/// Lets effects run until `condition` holds (bounded in scheduler turns, never in time).
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
}
