import Combine
import SwiftUI

class Track_model: ObservableObject {
  let track_id: Int
  @Published var title = ""
  @Published var plays = 0
  init(track_id: Int) { self.track_id = track_id }
}

struct Track_row: View {
  @ObservedObject var track: Track_model
  var body: some View { Text(track.title) }
}
