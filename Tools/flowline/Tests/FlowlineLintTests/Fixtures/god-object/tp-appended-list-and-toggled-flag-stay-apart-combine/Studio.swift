import Combine
import SwiftUI

struct TrackClient {
  func tracks() async throws -> (titles: [String], total: Int, artist: String) { ([], 0, "") }
}

/// Tracks loaded by one method, a queue of exports given defaults but added to by its own
/// operation, and a mute switch with its own toggle: three concerns.
final class StudioModel: ObservableObject {  // expect: god-object
  @Published var titles: [String] = []
  @Published var total = 0
  @Published var duration = 0.0
  @Published var artist = ""
  @Published var album = ""
  @Published var year = 0
  @Published var genre = ""
  @Published var cover: URL?
  @Published var exports: [String] = ["Demo mix"]
  @Published var isMuted = false
  private let client = TrackClient()

  @MainActor
  func loadTracks() async {
    isMuted = false
    guard let result = try? await client.tracks() else { return }
    titles = result.titles
    total = result.total
    artist = result.artist
    album = result.artist
    genre = result.artist
    year = result.total
    duration = Double(result.total)
    cover = URL(string: result.artist)
  }

  func addExport(_ name: String) { exports.append(name) }

  func toggleMute() { isMuted = true }
}

@main
struct StudioApp: App {
  @StateObject private var studio = StudioModel()
  var body: some Scene { WindowGroup { TrackList().environmentObject(studio) } }
}

struct TrackList: View {
  @EnvironmentObject var studio: StudioModel
  var body: some View {
    List(studio.titles, id: \.self) { Text($0) }.help("\(studio.total) \(studio.artist)")
  }
}

struct ExportQueue: View {
  @EnvironmentObject var studio: StudioModel
  var body: some View { List(studio.exports, id: \.self) { Text($0) } }
}

struct AlbumHeader: View {
  @EnvironmentObject var studio: StudioModel
  var body: some View { Text("\(studio.album) \(studio.year) \(studio.genre)") }
}

struct MuteButton: View {
  @EnvironmentObject var studio: StudioModel
  var body: some View { Button(studio.isMuted ? "Unmute" : "Mute") { studio.toggleMute() } }
}
