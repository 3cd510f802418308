import Combine
import SwiftUI

/// Ten unrelated published properties: still a God object, whatever services it also holds.
@MainActor final class EverythingModel: ObservableObject {  // expect: god-object
  @Published var films: [String] = []
  @Published var favourites: Set<String> = []
  @Published var signedIn = false
  @Published var userName = ""
  @Published var searchText = ""
  @Published var searchResults: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var alert: String?
  @Published var badge = 0
  @Dependency(\.api) private var api
  @Dependency(\.database) private var database
  @Dependency(\.clock) private var clock
  private var cancellables: Set<AnyCancellable> = []
}

@main
struct FilmsApp: App {
  @StateObject private var model = EverythingModel()
  var body: some Scene { WindowGroup { FilmList().environmentObject(model) } }
}

struct FilmList: View {
  @EnvironmentObject var model: EverythingModel
  var body: some View {
    List(model.films, id: \.self) { Text($0).bold(model.favourites.contains($0)) }
  }
}

struct AccountBadge: View {
  @EnvironmentObject var model: EverythingModel
  var body: some View { Text(model.signedIn ? model.userName : "Guest") }
}

struct SearchList: View {
  @EnvironmentObject var model: EverythingModel
  var body: some View {
    List(model.searchResults, id: \.self) { Text($0) }.navigationTitle(model.searchText)
  }
}

struct DownloadBar: View {
  @EnvironmentObject var model: EverythingModel
  var body: some View {
    ProgressView(value: model.downloadProgress).help("\(model.downloads.count)")
  }
}
