import Combine
import SwiftUI

/// The same player, but a diagnostics view reads the dependencies the root view sets: they
/// are a part views read, unrelated to the playback the other views show.
final class RadioPlayer: ObservableObject {  // expect: god-object
  @Published var station = ""
  @Published var isPlaying = false
  @Published var elapsed = 0.0
  @Published var duration = 0.0
  @Published var volume = 0.5
  @Published var isMuted = false
  var streamSource: URL?
  var onError: ((String) -> Void)?
  var retryCount = 0
  var bufferSeconds = 5.0
}

struct RadioRoot: View {
  @EnvironmentObject var player: RadioPlayer
  var body: some View {
    RadioControls()
      .onAppear {
        player.streamSource = URL(string: "https://example.com/stream")
        player.onError = { print($0) }
        player.retryCount = 3
        player.bufferSeconds = 10
      }
  }
}

struct RadioControls: View {
  @EnvironmentObject var player: RadioPlayer
  var body: some View { Text(player.station).opacity(player.isPlaying ? 1 : 0.5) }
}

struct RadioProgress: View {
  @EnvironmentObject var player: RadioPlayer
  var body: some View { ProgressView(value: player.elapsed, total: player.duration) }
}

struct RadioVolume: View {
  @EnvironmentObject var player: RadioPlayer
  var body: some View {
    Text("\(player.volume)").opacity(player.isMuted ? 0.3 : 1).help(player.station)
  }
}

struct RadioDiagnostics: View {
  @EnvironmentObject var player: RadioPlayer
  var body: some View { Text("\(player.retryCount) retries, \(player.bufferSeconds) s buffer") }
}
