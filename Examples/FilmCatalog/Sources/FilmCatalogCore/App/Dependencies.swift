package import Flowline

/// The film repository. The app's composition root sets the SQLite one; the live default fails
/// loudly, by name, so that a forgotten wiring shows on screen instead of an empty catalog.
package enum FilmRepositoryKey: DependencyKey {
  package static let liveValue: any FilmRepository = UnconfiguredService()
  package static let previewValue: any FilmRepository = InMemoryFilmRepository(
    films: Film.samples)
}

/// Checks credentials.
package enum AuthenticatorKey: DependencyKey {
  package static let liveValue: any Authenticating = UnconfiguredService()
  package static let previewValue: any Authenticating = DemoAuthenticator()
}

/// Keeps the session.
package enum SessionStoreKey: DependencyKey {
  package static let liveValue: any SessionStoring = UnconfiguredService()
  package static let previewValue: any SessionStoring = InMemorySessionStore()
}

/// Counts what the product team wants counted.
package enum AnalyticsKey: DependencyKey {
  package static let liveValue: any AnalyticsTracking = DiscardingAnalytics()
  package static let previewValue: any AnalyticsTracking = DiscardingAnalytics()
}

extension DependencyValues {
  package var filmRepository: any FilmRepository {
    get { self[FilmRepositoryKey.self] }
    set { self[FilmRepositoryKey.self] = newValue }
  }

  package var authenticator: any Authenticating {
    get { self[AuthenticatorKey.self] }
    set { self[AuthenticatorKey.self] = newValue }
  }

  package var sessionStore: any SessionStoring {
    get { self[SessionStoreKey.self] }
    set { self[SessionStoreKey.self] = newValue }
  }

  package var analytics: any AnalyticsTracking {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

/// A live service nobody configured: every call fails, saying so.
package struct UnconfiguredService: FilmRepository, Authenticating, SessionStoring {
  private var failure: RepositoryError {
    RepositoryError("This service was not configured: the app's composition root must set it.")
  }

  package init() {}
  package func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage {
    throw failure
  }
  package func film(id: Film.ID) async throws -> Film? { throw failure }
  package func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film] { throw failure }
  package func deleteFilm(id: Film.ID) async throws { throw failure }
  package func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws { throw failure }
  package func logIn(_ credentials: Credentials) async throws -> Session {
    throw LoginError.unavailable(failure.message)
  }
  package func save(_ session: Session) async throws { throw failure }
  package func clear() async throws { throw failure }
}

/// Accepts the demo account only: for previews.
package struct DemoAuthenticator: Authenticating {
  package static let email = "demo@example.com"
  package static let password = "flowline"

  package init() {}

  package func logIn(_ credentials: Credentials) async throws -> Session {
    guard credentials.email == Self.email, credentials.password.value == Self.password else {
      throw LoginError.invalidCredentials
    }
    return Session(email: credentials.email, token: "preview")
  }
}

/// A session kept in memory.
package actor InMemorySessionStore: SessionStoring {
  package private(set) var session: Session?

  package init(session: Session? = nil) {
    self.session = session
  }

  package func save(_ session: Session) async throws { self.session = session }
  package func clear() async throws { session = nil }
}

/// Analytics that go nowhere.
package struct DiscardingAnalytics: AnalyticsTracking {
  package init() {}
  package func track(_ event: String) async {}
}

extension Film {
  /// A handful of films for previews and tests.
  package static let samples: [Film] = [
    Film(
      id: 1, title: "The Quiet Harbour", year: 1994, genre: .drama, director: "Ann Lee",
      runtimeMinutes: 142, rating: 8.1, synopsis: "A lighthouse keeper waits for a letter."),
    Film(
      id: 2, title: "Laughing Gas", year: 2003, genre: .comedy, director: "Bo Diaz",
      runtimeMinutes: 95, rating: 6.4, synopsis: "A dentist opens a comedy club."),
    Film(
      id: 3, title: "Orbit of Glass", year: 2016, genre: .scienceFiction, director: "Ann Lee",
      runtimeMinutes: 128, rating: 7.7, synopsis: "A station drifts toward a glass planet."),
    Film(
      id: 4, title: "Paper Boats", year: 2011, genre: .animation, director: "Cy Park",
      runtimeMinutes: 84, rating: 7.2, synopsis: "Two boats race down a storm drain."),
  ]
}
