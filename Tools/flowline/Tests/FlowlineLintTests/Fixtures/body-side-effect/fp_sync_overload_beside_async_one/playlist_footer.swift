import SwiftUI

final class Play_store {
  var counts: [String: Int] = [:]
  func song_count(_ list: String) -> Int { counts[list] ?? 0 }
  func song_count(_ list: String) async -> Int {
    await Task.yield()
    return counts[list] ?? 0
  }
}

struct Playlist_footer: View {
  let store: Play_store
  let list: String
  var body: some View {
    Text("\(store.song_count(list)) songs")
  }
}
