package import Flowline
package import FlowlineRecording
package import Foundation

// Each service the app depends on, decorated so that its answers go through `SessionAnswers`:
// live (the call goes through), recorded (`--record`: the call goes through and its answer is
// written) or replayed (a test: the recorded answer comes back on the test clock, and the base
// service is never called). Each call is named with the arguments that tell its answers apart.

/// The film repository, answering through ``SessionAnswers``.
package struct RecordedFilmRepository: FilmRepository {
  let base: any FilmRepository
  let answers: any SessionAnswers

  package init(base: any FilmRepository, answers: any SessionAnswers) {
    self.base = base
    self.answers = answers
  }

  package func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage {
    try await answers.answer(
      "films(\(query.text.debugDescription), \(query.filter), \(window.lowerBound)..<\(window.upperBound))"
    ) {
      try await base.films(matching: query, in: window)
    }
  }

  package func film(id: Film.ID) async throws -> Film? {
    try await answers.answer("film(id: \(id))") { try await base.film(id: id) }
  }

  package func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film] {
    try await answers.answer("relatedFilms(to: \(id), limit: \(limit))") {
      try await base.relatedFilms(to: id, limit: limit)
    }
  }

  package func deleteFilm(id: Film.ID) async throws {
    try await answers.perform("deleteFilm(id: \(id))") { try await base.deleteFilm(id: id) }
  }

  package func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws {
    try await answers.perform("setFavourite(\(isFavourite), filmID: \(filmID))") {
      try await base.setFavourite(isFavourite, filmID: filmID)
    }
  }
}

/// The authenticator, answering through ``SessionAnswers``: a ``LoginError`` is recorded as
/// itself, so a replay shows the same message; the password is never part of the call's name.
package struct RecordedAuthenticator: Authenticating {
  let base: any Authenticating
  let answers: any SessionAnswers

  package init(base: any Authenticating, answers: any SessionAnswers) {
    self.base = base
    self.answers = answers
  }

  private enum Outcome: Codable {
    case session(Session)
    case failed(LoginError)
  }

  package func logIn(_ credentials: Credentials) async throws -> Session {
    let outcome = try await answers.answer("logIn(\(credentials.email.debugDescription))") {
      do {
        return Outcome.session(try await base.logIn(credentials))
      } catch let error as LoginError {
        return .failed(error)
      }
    }
    switch outcome {
    case .session(let session): return session
    case .failed(let error): throw error
    }
  }
}

/// The session store, answering through ``SessionAnswers``.
package struct RecordedSessionStore: SessionStoring {
  let base: any SessionStoring
  let answers: any SessionAnswers

  package init(base: any SessionStoring, answers: any SessionAnswers) {
    self.base = base
    self.answers = answers
  }

  package func save(_ session: Session) async throws {
    try await answers.perform("saveSession") { try await base.save(session) }
  }

  package func clear() async throws {
    try await answers.perform("clearSession") { try await base.clear() }
  }
}

/// The navigation store, answering through ``SessionAnswers``.
@MainActor
package struct RecordedNavigationStore: NavigationStateStoring {
  let base: any NavigationStateStoring
  let answers: any SessionAnswers

  package init(base: any NavigationStateStoring, answers: any SessionAnswers) {
    self.base = base
    self.answers = answers
  }

  package func load() -> Data? {
    (try? answers.answerNow("loadNavigation") { base.load() }) ?? nil
  }

  package func save(_ bytes: Data) async throws {
    try await answers.perform("saveNavigation") { [base] in try await base.save(bytes) }
  }

  package func keepUnreadable(_ bytes: Data, reason: String) {
    _ = try? answers.answerNow("keepUnreadableNavigation") { () -> Bool in
      base.keepUnreadable(bytes, reason: reason)
      return true
    }
  }
}

/// The watchlist's persistence, answering through ``SessionAnswers``.
package struct RecordedWatchlistPersistence: SharedPersistence {
  let base: any SharedPersistence<Watchlist>
  let answers: any SessionAnswers

  package init(base: any SharedPersistence<Watchlist>, answers: any SessionAnswers) {
    self.base = base
    self.answers = answers
  }

  package func load() throws -> Watchlist? {
    try answers.answerNow("loadWatchlist") { try base.load() }
  }

  package func save(_ value: Watchlist, replacing previous: Watchlist) async throws {
    try await answers.perform("saveWatchlist") { [base] in
      try await base.save(value, replacing: previous)
    }
  }
}

/// The services the app talks to, as a composition root hands them over.
package struct AppServices {
  package var filmRepository: any FilmRepository
  package var authenticator: any Authenticating
  package var sessionStore: any SessionStoring
  package var analytics: any AnalyticsTracking
  package var watchlistPersistence: any SharedPersistence<Watchlist>
  package var navigationStore: any NavigationStateStoring
  /// Reads the session saved by the last launch, synchronously, at launch.
  package var savedSession: @MainActor () throws -> Session?

  package init(
    filmRepository: any FilmRepository, authenticator: any Authenticating,
    sessionStore: any SessionStoring, analytics: any AnalyticsTracking,
    watchlistPersistence: any SharedPersistence<Watchlist>,
    navigationStore: any NavigationStateStoring,
    savedSession: @escaping @MainActor () throws -> Session?
  ) {
    self.filmRepository = filmRepository
    self.authenticator = authenticator
    self.sessionStore = sessionStore
    self.analytics = analytics
    self.watchlistPersistence = watchlistPersistence
    self.navigationStore = navigationStore
    self.savedSession = savedSession
  }

  /// Services that are never called: what a replay hands over, since every answer comes from
  /// the recording.
  @MainActor
  package static var unreachable: AppServices {
    AppServices(
      filmRepository: UnconfiguredService(), authenticator: UnconfiguredService(),
      sessionStore: UnconfiguredService(), analytics: DiscardingAnalytics(),
      watchlistPersistence: UnsavedWatchlist(), navigationStore: InMemoryNavigationStore(),
      savedSession: { nil })
  }
}

extension AppFlow {
  /// Wires the app from its services, every answer through `answers`: the one composition of
  /// the terminal app, the SwiftUI app, a recorded session and its replay in a test.
  ///
  /// - Parameters:
  ///   - services: The services.
  ///   - answers: Live, a `SessionRecorder`, or a replay's recorded answers.
  ///   - dependencies: The container to start from (live, or a test's), with its clock.
  /// - Returns: The app, not started.
  @MainActor
  package static func assemble(
    _ services: AppServices, answers: any SessionAnswers = LiveAnswers(),
    dependencies: DependencyValues
  ) -> AppFlow {
    var dependencies = dependencies
    dependencies.filmRepository = RecordedFilmRepository(
      base: services.filmRepository, answers: answers)
    dependencies.authenticator = RecordedAuthenticator(
      base: services.authenticator, answers: answers)
    dependencies.sessionStore = RecordedSessionStore(base: services.sessionStore, answers: answers)
    dependencies.analytics = services.analytics
    let watchlist = Shared(
      Watchlist(),
      persistence: RecordedWatchlistPersistence(
        base: services.watchlistPersistence, answers: answers))
    let factory = FeatureFactory(
      dependencies: dependencies, watchlist: watchlist, activity: ActivityLog())
    let session = try? answers.answerNow("savedSession") { try services.savedSession() }
    let app = AppFlow(
      factory: factory, session: session ?? nil,
      navigationStore: RecordedNavigationStore(base: services.navigationStore, answers: answers))
    if watchlist.persistenceError != nil {
      app.activity.notice = AppFlow.unreadableWatchlist
    }
    return app
  }
}

/// A watchlist that is never saved: a replay's watchlist changes come from its recording.
private struct UnsavedWatchlist: SharedPersistence {
  func load() -> Watchlist? { nil }
  func save(_ value: Watchlist, replacing previous: Watchlist) {}
}
