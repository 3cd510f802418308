package import FilmCatalogCore
package import Flowline
package import FlowlineRecording
import Foundation

/// How the live app is wired: the composition root shared by the terminal and SwiftUI apps.
package struct LiveOptions: Sendable {
  /// The probability that a repository call fails (`--fail-rate`).
  package var failRate: Double = 0
  /// How long each repository call waits (`--latency`).
  package var latency: Duration = .zero

  package init(failRate: Double = 0, latency: Duration = .zero) {
    self.failRate = failRate
    self.latency = latency
  }
}

extension DependencyValues {
  /// The live dependencies, on a database.
  package static func live(database: AppDatabase, options: LiveOptions = .init()) -> Self {
    var values = DependencyValues(context: .live)
    let repository = SQLiteFilmRepository(database)
    if options.failRate > 0 || options.latency > .zero {
      values.filmRepository = FlakyFilmRepository(
        base: repository, failRate: options.failRate, latency: options.latency)
    } else {
      values.filmRepository = repository
    }
    values.authenticator = SQLiteAuthenticator(database)
    values.sessionStore = SQLiteSessionStore(database)
    values.analytics = SQLiteAnalytics(database)
    return values
  }
}

extension AppFlow {
  /// The live app on its database, every outside answer through `answers` (a
  /// `SessionRecorder` when the session is recorded).
  @MainActor
  package static func live(
    database: AppDatabase, options: LiveOptions = .init(),
    answers: any SessionAnswers = LiveAnswers()
  ) -> AppFlow {
    let dependencies = DependencyValues.live(database: database, options: options)
    let sessions = SQLiteSessionStore(database)
    return assemble(
      AppServices(
        filmRepository: dependencies.filmRepository, authenticator: dependencies.authenticator,
        sessionStore: dependencies.sessionStore, analytics: dependencies.analytics,
        watchlistPersistence: SQLiteWatchlistPersistence(database),
        navigationStore: SQLiteNavigationStore(database),
        savedSession: { try sessions.currentSession() }),
      answers: answers, dependencies: dependencies)
  }
}
