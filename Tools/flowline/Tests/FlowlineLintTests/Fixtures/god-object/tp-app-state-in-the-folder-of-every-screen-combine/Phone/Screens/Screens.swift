import SwiftUI

struct RootTabs: View {
  var body: some View {
    TabView {
      FilmsScreen()
      AccountScreen()
      SearchScreen()
      DownloadsScreen()
    }
  }
}

struct FilmsScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    List(store.films, id: \.self) { Text($0).bold(store.favourites.contains($0)) }
  }
}

struct AccountScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View { Text(store.signedIn ? store.displayName : "Guest") }
}

struct SearchScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    List(store.suggestions, id: \.self) { Text($0) }.navigationTitle(store.searchText)
  }
}

struct DownloadsScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    ProgressView(value: store.downloadProgress).help("\(store.downloads.count)")
  }
}
