import Combine
import SwiftUI

final class TrackPlayerModel: ObservableObject {
  @Published var progress = 0.0
  func play() {}
}

final class LyricsPickerModel: ObservableObject {
  @Published var size = 14.0
}

struct TrackPlayer: View {
  @ObservedObject var model: TrackPlayerModel
  var body: some View { ProgressView(value: model.progress) }
}

struct LyricsPicker: View {
  @ObservedObject var model: LyricsPickerModel
  var body: some View { Slider(value: $model.size, in: 10...30) }
}

// Shows the player and the size picker the toolbar's buttons open, each handed whole to a view
// that observes it.
struct HymnToolbar: View {
  @State private var player: TrackPlayerModel?
  @State private var picker: LyricsPickerModel?

  var body: some View {
    VStack {
      player.map { player in
        TrackPlayer(model: player).padding()
      }
      picker.map(LyricsPicker.init(model:))
      HStack {
        Button("Play") { player = player == nil ? TrackPlayerModel() : nil }
        Button("Size") { picker = picker == nil ? LyricsPickerModel() : nil }
      }
    }
  }
}
