import AVFoundation
import Combine
import SwiftUI

/// The app's one now-playing model: it drives the player, and every control reads its part of
/// that one session.
final class NowPlaying: ObservableObject {
  let player = AVQueuePlayer()
  @Published var queue: [String] = []
  @Published var title = ""
  @Published var artist = ""
  @Published var artwork: URL?
  @Published var isPlaying = false
  @Published var progress = 0.0
  @Published var duration = 0.0
  @Published var shuffles = false
  @Published var repeats = false
  @Published var volume = 1.0
}

@main
struct MusicApp: App {
  @StateObject private var nowPlaying = NowPlaying()
  var body: some Scene { WindowGroup { QueueScreen().environmentObject(nowPlaying) } }
}

struct QueueScreen: View {
  @EnvironmentObject var nowPlaying: NowPlaying
  var body: some View { List(nowPlaying.queue, id: \.self) { Text($0) } }
}

struct TitleBar: View {
  @EnvironmentObject var nowPlaying: NowPlaying
  var body: some View { Text("\(nowPlaying.title) — \(nowPlaying.artist)") }
}

struct ScrubBar: View {
  @EnvironmentObject var nowPlaying: NowPlaying
  var body: some View { ProgressView(value: nowPlaying.progress, total: nowPlaying.duration) }
}

struct ModeButtons: View {
  @EnvironmentObject var nowPlaying: NowPlaying
  var body: some View {
    HStack {
      Toggle("Shuffle", isOn: $nowPlaying.shuffles)
      Toggle("Repeat", isOn: $nowPlaying.repeats)
    }
  }
}

/// The same parts without a session of their own: unrelated state that several screens share.
final class LibraryState: ObservableObject {  // expect: god-object
  @Published var albums: [String] = []
  @Published var favourites: Set<String> = []
  @Published var signedIn = false
  @Published var userName = ""
  @Published var searchText = ""
  @Published var searchResults: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var badge = 0
  @Published var alert: String?
}

struct AlbumsScreen: View {
  @EnvironmentObject var library: LibraryState
  var body: some View { List(library.albums, id: \.self) { Text($0) } }
}

struct ProfileScreen: View {
  @EnvironmentObject var library: LibraryState
  var body: some View { Text(library.signedIn ? library.userName : "Guest") }
}

struct LibrarySearch: View {
  @EnvironmentObject var library: LibraryState
  var body: some View {
    List(library.searchResults, id: \.self) { Text($0) }.navigationTitle(library.searchText)
  }
}

struct DownloadsBar: View {
  @EnvironmentObject var library: LibraryState
  var body: some View {
    ProgressView(value: library.downloadProgress).help("\(library.downloads.count)")
  }
}

/// An app-wide model that also holds a player is judged like any other.
final class AudioPlayerAppState: ObservableObject {  // expect: god-object
  let player = AVAudioPlayer()
  @Published var albums: [String] = []
  @Published var favourites: Set<String> = []
  @Published var signedIn = false
  @Published var userName = ""
  @Published var searchText = ""
  @Published var searchResults: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var badge = 0
  @Published var alert: String?
}

struct StateAlbums: View {
  @EnvironmentObject var appState: AudioPlayerAppState
  var body: some View { List(appState.albums, id: \.self) { Text($0) } }
}

struct StateProfile: View {
  @EnvironmentObject var appState: AudioPlayerAppState
  var body: some View { Text(appState.signedIn ? appState.userName : "Guest") }
}

struct StateSearch: View {
  @EnvironmentObject var appState: AudioPlayerAppState
  var body: some View {
    List(appState.searchResults, id: \.self) { Text($0) }.navigationTitle(appState.searchText)
  }
}

struct StateDownloads: View {
  @EnvironmentObject var appState: AudioPlayerAppState
  var body: some View {
    ProgressView(value: appState.downloadProgress).help("\(appState.downloads.count)")
  }
}
