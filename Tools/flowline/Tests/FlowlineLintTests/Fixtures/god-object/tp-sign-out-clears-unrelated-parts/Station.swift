import Combine
import SwiftUI

/// The library, the session, one screen's search, the player's volume and the download queue
/// in one object. Three methods touch everything: `startUp()` sets every part up,
/// `signOut()` forgets the token in the defaults and clears every part, `reset()` puts every
/// part back to its start. None is one load filling one record, and one setting written to the
/// defaults does not make the rest settings.
final class Station: ObservableObject {  // expect: god-object
  @Published var library: [String] = []
  @Published var pinned: Set<String> = []
  @Published var token: String?
  @Published var query = ""
  @Published var volume = 0.5
  @Published var downloads: [URL] = []
  @Published var progress = 0.0
  @Published var banner: String?
  @Published var unread = 0
  @Published var lastSync: Date?
  private let starterLibrary = ["Welcome"]
  private let startVolume = 0.5
  private let savedToken: String? = nil

  func setVolume(_ level: Double) {
    volume = level
    UserDefaults.standard.set(level, forKey: "volume")
  }

  func signOut() {
    UserDefaults.standard.removeObject(forKey: "token")
    token = nil
    library = []
    pinned = []
    query = ""
    downloads = []
    progress = 0
  }

  func startUp() async {
    token = await fetchToken()
    library = starterLibrary
    query = library.first ?? ""
    volume = UserDefaults.standard.double(forKey: "volume") + startVolume
  }

  private func fetchToken() async -> String? { savedToken }

  func reset() {
    token = savedToken
    library = starterLibrary
    query = String(library.count)
    volume = startVolume
    downloads = library.compactMap(URL.init(string:))
    unread = library.count
  }
}

struct LibraryScreen: View {
  @EnvironmentObject var station: Station
  var body: some View {
    List(station.library, id: \.self) { Text($0).bold(station.pinned.contains($0)) }
  }
}

struct AccountScreen: View {
  @EnvironmentObject var station: Station
  var body: some View { Text(station.token ?? "Guest") }
}

struct SearchScreen: View {
  @EnvironmentObject var station: Station
  var body: some View { TextField("Search", text: $station.query) }
}

struct PlayerScreen: View {
  @EnvironmentObject var station: Station
  var body: some View { Slider(value: $station.volume) }
}

struct DownloadsScreen: View {
  @EnvironmentObject var station: Station
  var body: some View { ProgressView(value: station.progress).help("\(station.downloads.count)") }
}
