import Foundation
import Observation

@Observable final class Playlist: Identifiable {
  let id = UUID()
  var title: String
  var trackCount: Int

  init(title: String, trackCount: Int) {
    self.title = title
    self.trackCount = trackCount
  }
}
