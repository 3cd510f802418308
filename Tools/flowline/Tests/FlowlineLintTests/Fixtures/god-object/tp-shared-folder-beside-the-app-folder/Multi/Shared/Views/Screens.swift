import SwiftUI

struct RootTabs: View {
  var body: some View {
    TabView {
      FilmsTab()
      AccountTab()
      SearchTab()
      DownloadsTab()
    }
  }
}

struct FilmsTab: View {
  @EnvironmentObject var state: SharedState
  var body: some View {
    List(state.films, id: \.self) { Text($0).bold(state.favourites.contains($0)) }
  }
}

struct AccountTab: View {
  @EnvironmentObject var state: SharedState
  var body: some View { Text(state.signedIn ? state.displayName : "Guest") }
}

struct SearchTab: View {
  @EnvironmentObject var state: SharedState
  var body: some View {
    List(state.suggestions, id: \.self) { Text($0) }.navigationTitle(state.searchText)
  }
}

struct DownloadsTab: View {
  @EnvironmentObject var state: SharedState
  var body: some View { ProgressView(value: state.progress).help("\(state.downloads.count)") }
}
