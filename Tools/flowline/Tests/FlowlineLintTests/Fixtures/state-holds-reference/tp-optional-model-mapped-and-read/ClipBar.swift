import Combine
import SwiftUI

final class ClipPlayerModel: ObservableObject {
  @Published var elapsed = 0.0
  func tick() { elapsed += 1 }
}

// Unwraps the player with `map` but reads its published state itself: the view misses changes.
struct ClipBar: View {
  @State private var player: ClipPlayerModel?  // expect: state-holds-reference
  @State private var other: ClipPlayerModel?  // expect: state-holds-reference

  var body: some View {
    VStack {
      player.map { current in
        Text("\(current.elapsed)")
      }
      other.map { Text("\($0.elapsed)") }
      Button("Listen") {
        player = ClipPlayerModel()
        other = ClipPlayerModel()
      }
    }
  }
}
