import SwiftUI

struct Playlist_state {
  var shuffled: Set<String> = []
  var songs: [String] = []

  /// Whether a playlist plays shuffled: a read named like the collection's `shuffle()`.
  func shuffle(_ name: String) -> Bool { shuffled.contains(name) }
}

final class Player_store: ObservableObject {
  @Published var state = Playlist_state()
}

struct Playlist_header: View {
  @ObservedObject var store: Player_store
  let name: String

  var body: some View {
    Image(systemName: store.state.shuffle(name) ? "shuffle" : "repeat")
  }
}

struct Song_list: View {
  @ObservedObject var store: Player_store

  var body: some View {
    let _ = store.state.songs.shuffle()  // expect: body-side-effect
    List(store.state.songs, id: \.self) { Text($0) }
  }
}
