import Combine
import SwiftUI

/// One screen's state, created by that screen and put into the environment for its own
/// subviews: the per-screen view model the rule's fix asks for, however many parts it has.
final class PlayerScreenState: ObservableObject {
  @Published var isPlaying = false
  @Published var position = 0.0
  @Published var duration = 0.0
  @Published var volume = 1.0
  @Published var isMuted = false
  @Published var subtitlesOn = false
  @Published var subtitleTrack = 0
  @Published var isLocked = false
  @Published var isFilled = false
  @Published var showsChapters = false
}

struct PlayerScreen: View {
  @StateObject private var state = PlayerScreenState()
  var body: some View {
    VStack {
      TransportBar()
      VolumeBar()
      SubtitleBar()
      LockButton()
    }
    .environmentObject(state)
  }
}

struct TransportBar: View {
  @EnvironmentObject var state: PlayerScreenState
  var body: some View { Text(state.isPlaying ? "\(state.position)" : "\(state.duration)") }
}

struct VolumeBar: View {
  @EnvironmentObject var state: PlayerScreenState
  var body: some View { Text(state.isMuted ? "muted" : "\(state.volume)") }
}

struct SubtitleBar: View {
  @EnvironmentObject var state: PlayerScreenState
  var body: some View { Text(state.subtitlesOn ? "\(state.subtitleTrack)" : "off") }
}

struct LockButton: View {
  @EnvironmentObject var state: PlayerScreenState
  var body: some View { Text(state.isLocked ? "locked" : "open") }
}
