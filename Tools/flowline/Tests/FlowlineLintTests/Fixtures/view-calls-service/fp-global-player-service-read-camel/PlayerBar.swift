import SwiftUI

// Polls the global service's position: a synchronous read behind a protocol's `async`.
struct PlayerBar: View {
  @State private var position: TimeInterval = 0
  var body: some View {
    Text("\(position)").task { position = await musicService.songPosition() }
  }
}
