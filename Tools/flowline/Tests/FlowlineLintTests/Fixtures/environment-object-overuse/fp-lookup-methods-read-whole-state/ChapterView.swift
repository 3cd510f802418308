import SwiftUI

struct ChapterView: View {
  let key: String
  @Environment(Player.self) private var player
  @Environment(ListenedStore.self) private var listened
  @Environment(PositionStore.self) private var positions

  var body: some View {
    VStack {
      Text(player.current ?? "")
      Text(player.isRunning ? "Playing" : "Paused")
      if listened.wasListened(key) { Image(systemName: "checkmark") }
      Text("\(positions.position(for: key) ?? 0)")
    }
  }
}
