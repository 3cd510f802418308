import Observation

// Seed 004, failure mode 2: one model to rule them all.
@Observable @MainActor  // expect: god-object
final class AppState {
  var films: [PixarFilm] = []
  var characters: [PixarCharacter] = []
  var isAuthenticated: Bool = false
  var selectedFilm: PixarFilm?
  var currentUser: User?
  var searchQuery: String = ""
  var isLoading: Bool = false
  var errorMessage: String?
  var watchlist: [PixarFilm] = []
  var downloads: [Download] = []
  var settings = Settings()
  var theme: Theme = .system
  var unreadCount = 0
  var lastSync: Date?
  var isOffline = false
  var featureFlags: Set<String> = []

  var filmCount: Int { films.count }
  static let preview = AppState()
}
