import Combine
import SwiftUI

/// The session plus the catalogue, a search and a download queue: the session parts join into
/// one group, the other parts are still unrelated to it and to each other.
final class SessionStore: ObservableObject {  // expect: god-object
  @Published var isLoggedIn = false
  @Published var authToken: String?
  @Published var userName = ""
  @Published var titles: [String] = []
  @Published var favourites: Set<String> = []
  @Published var searchText = ""
  @Published var results: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var lastSync: Date?
}

@main
struct ShopApp: App {
  @StateObject private var store = SessionStore()
  var body: some Scene {
    WindowGroup { LoginGate().environmentObject(store) }
  }
}

struct LoginGate: View {
  @EnvironmentObject var store: SessionStore
  var body: some View { Text(store.isLoggedIn ? "Welcome" : "Log in") }
}

struct ProfileHeader: View {
  @EnvironmentObject var store: SessionStore
  var body: some View { Text(store.userName).help(store.authToken ?? "") }
}

struct TitlesList: View {
  @EnvironmentObject var store: SessionStore
  var body: some View {
    List(store.titles, id: \.self) { Text($0).bold(store.favourites.contains($0)) }
  }
}

struct Search_panel: View {
  @EnvironmentObject var model: SessionStore
  var body: some View {
    List(model.results, id: \.self) { Text($0) }.navigationTitle(model.searchText)
  }
}

struct DownloadsPane: View {
  @EnvironmentObject var sessionStore: SessionStore
  var body: some View {
    ProgressView(value: sessionStore.downloadProgress).help("\(sessionStore.downloads.count)")
  }
}
