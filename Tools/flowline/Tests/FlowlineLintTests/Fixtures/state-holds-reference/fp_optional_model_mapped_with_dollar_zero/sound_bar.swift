import Combine
import SwiftUI

final class Sound_player_model: ObservableObject {
  @Published var elapsed = 0.0
  func tick() { elapsed += 1 }
}

struct Sound_bar: View {
  @ObservedObject var model: Sound_player_model
  var body: some View { Text("\(model.elapsed)") }
}

// The bottom bar opens a sound player and hands it, unwrapped, to the bar that observes it.
struct Bottom_bar: View {
  @State private var sound_player: Sound_player_model?

  var body: some View {
    VStack {
      sound_player.map { Sound_bar(model: $0) }
      Button(sound_player == nil ? "Listen" : "Stop") {
        sound_player = sound_player == nil ? Sound_player_model() : nil
      }
    }
  }
}
