import SwiftUI

final class PlaylistStore: ObservableObject {
  @Published var names: [String] = []
  func reload(_ key: String) async { names.append(key) }
}

struct PlaylistRow: View {
  @ObservedObject var store: PlaylistStore
  @State private var lastChoice = ""

  var body: some View {
    Text("Playlist")
      .contextMenu(
        [MenuEntry(key: "play", title: "Play")],
        { key in
          lastChoice = key
          Task { await store.reload(key) }
        })
  }
}
