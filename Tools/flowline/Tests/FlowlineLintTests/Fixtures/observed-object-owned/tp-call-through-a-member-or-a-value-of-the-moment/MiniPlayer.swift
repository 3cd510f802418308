import AVFoundation
import Combine
import SwiftUI

final class PlayerModel: ObservableObject {
  @Published var isPlaying = false
  let player = AVPlayer(url: URL(string: "https://example.com/a.mp3")!)

  func toggle() {
    if isPlaying { player.pause() } else { player.play() }
    isPlaying.toggle()
  }
}

// Plays through the model's player: a call one member down, on an object made per view.
struct MiniPlayer: View {
  @ObservedObject var model = PlayerModel()  // expect: observed-object-owned

  var body: some View {
    Button("Play") { model.player.play() }
  }
}

final class SessionModel: ObservableObject {
  @Published var laps: [Date] = []
  let startedAt = Date()

  func lap() { laps.append(.now) }
}

// Reads a start time that differs in every instance: the timer restarts with each new model.
struct SessionHeader: View {
  @ObservedObject var session = SessionModel()  // expect: observed-object-owned

  var body: some View {
    Text(session.startedAt, style: .timer)
  }
}

struct Workout: View {
  var body: some View {
    VStack {
      MiniPlayer()
      SessionHeader()
    }
  }
}
