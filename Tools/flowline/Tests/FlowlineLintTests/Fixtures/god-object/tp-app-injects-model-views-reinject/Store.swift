import Combine
import SwiftUI

/// App-wide state injected by the app; a view that hands it on again (to a sheet) does not
/// make it one screen's model.
final class AppStore: ObservableObject {  // expect: god-object
  @Published var catalogue: [String] = []
  @Published var favourites: Set<String> = []
  @Published var signedIn = false
  @Published var userName = ""
  @Published var searchText = ""
  @Published var searchResults: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var alert: String?
  @Published var badge = 0
}

@main
struct StoreApp: App {
  @StateObject private var store = AppStore()
  var body: some Scene { WindowGroup { CatalogueScreen().environmentObject(store) } }
}

struct CatalogueScreen: View {
  @EnvironmentObject var store: AppStore
  @State private var showsAccount = false
  var body: some View {
    List(store.catalogue, id: \.self) { Text($0).bold(store.favourites.contains($0)) }
      .sheet(isPresented: $showsAccount) { AccountScreen().environmentObject(store) }
  }
}

struct AccountScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View { Text(store.signedIn ? store.userName : "Guest") }
}

struct SearchScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    List(store.searchResults, id: \.self) { Text($0) }.navigationTitle(store.searchText)
  }
}

struct DownloadsScreen: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    ProgressView(value: store.downloadProgress).help("\(store.downloads.count)")
  }
}
