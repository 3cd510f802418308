import SwiftUI

struct FilmsTab: View {
  @Environment(AppState.self) private var appState
  var body: some View { List(appState.films) { Text($0.title) } }
}

struct CharactersTab: View {
  @Environment(AppState.self) private var appState
  var body: some View { List(appState.characters) { Text($0.name) } }
}

struct ProfileTab: View {
  @Environment(AppState.self) private var appState
  var body: some View { Text(appState.currentUser?.name ?? "Guest") }
}

struct SearchBar: View {
  @Environment(AppState.self) private var appState
  var body: some View {
    @Bindable var state = appState
    TextField("Search", text: $state.searchQuery)
  }
}

struct OfflineBanner: View {
  @Environment(AppState.self) private var appState
  var body: some View { if appState.isOffline { Text("Offline") } }
}
