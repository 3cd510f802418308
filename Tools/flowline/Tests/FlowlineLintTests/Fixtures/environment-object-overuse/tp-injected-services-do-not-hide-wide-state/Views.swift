import SwiftUI

@propertyWrapper struct Service<Value> {
  var wrappedValue: Value
}

final class Analytics {}

// Two models with several observed properties each, next to ignored and injected ones.
@Observable final class PlaybackModel {
  @ObservationIgnored @Service(wrappedValue: Analytics()) private var analytics
  @ObservationIgnored private var observer: NSObjectProtocol?
  var isPlaying = false
  var position: Double = 0
  var queue: [String] = []
}

@Observable final class DownloadsModel {
  @ObservationIgnored private var pending: Task<Void, Never>?
  var items: [String] = []
  var bytesPerSecond = 0
  var isPaused = false
}

@Observable final class LayoutModel {
  var columns = 2
}

// Each wide model is read for one of its three observed properties: still barely used.
struct MiniPlayerBar: View {  // expect: environment-object-overuse
  @Environment(PlaybackModel.self) private var playback
  @Environment(DownloadsModel.self) private var downloads
  @Environment(LayoutModel.self) private var layout

  var body: some View {
    HStack {
      Image(systemName: playback.isPlaying ? "pause" : "play")
      Text("\(downloads.items.count)")
      Text("\(layout.columns)")
    }
  }
}
