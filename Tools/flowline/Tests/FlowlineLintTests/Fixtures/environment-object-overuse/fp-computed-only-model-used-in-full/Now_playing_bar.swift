import Observation
import SwiftUI

@Observable final class Player_state {
  var volume = 0.5
  var muted = false
  var track = ""
}

// Stores nothing: the clock's state is what its computed property reads.
final class Clock_source: ObservableObject {
  var now: Date { Date() }
  func tick() { objectWillChange.send() }
}

final class Queue_store: ObservableObject {
  @Published var items: [String] = []
  @Published var cursor = 0
}

struct Now_playing_bar: View {
  @Environment(Player_state.self) var player
  @EnvironmentObject var clock: Clock_source
  @EnvironmentObject var queue: Queue_store

  var body: some View {
    let live = player
    @Bindable var controls = player
    HStack {
      Text(clock.now, style: .time)
      Slider(value: $controls.volume)
      Toggle("Mute", isOn: $controls.muted)
      Text(live.track)
      Text("\(queue.items.count) of \(queue.cursor)")
    }
  }
}
