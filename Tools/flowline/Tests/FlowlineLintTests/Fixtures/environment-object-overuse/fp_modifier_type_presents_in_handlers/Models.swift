import Observation
import SwiftUI

@Observable final class Track_queue {
  var tracks: [String] = []
  var isConfirmingClear = false
  var isShowingLyrics = false
  func clear() { tracks.removeAll() }
}

@Observable final class Lyrics_cache {
  var lines: [String] = []
  var language = "en"
  var fetched_at: Date?
}

@Observable final class Play_history {
  var played: [String] = []
  func forget() { played.removeAll() }
}
