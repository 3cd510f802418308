import Combine
import SwiftUI

final class Session: ObservableObject {
  @Published var token = ""
}

/// Relays another object's changes (not its own) and holds every feature's state: the
/// subscription does not make it a settings store.
final class Station: ObservableObject {  // expect: god-object
  @Published var tracks: [String] = []
  @Published var playing = false
  @Published var volume = 0.5
  @Published var account = ""
  @Published var premium = false
  @Published var searchText = ""
  @Published var results: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var alert: String?
  let session = Session()
  private var relay: AnyCancellable?

  init() {
    relay = session.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
  }
}

struct NowPlaying: View {
  @EnvironmentObject var station: Station
  var body: some View { Text(station.playing ? "▶" : "■").opacity(station.volume) }
}

struct AccountPane: View {
  @EnvironmentObject var station: Station
  var body: some View { Text(station.account).bold(station.premium) }
}

struct SearchPane: View {
  @EnvironmentObject var station: Station
  var body: some View { List(station.results, id: \.self) { Text($0) }.help(station.searchText) }
}

struct DownloadsPane: View {
  @EnvironmentObject var station: Station
  var body: some View { ProgressView(value: station.downloadProgress).help("\(station.downloads)") }
}
