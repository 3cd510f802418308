import SwiftUI

/// Usage telemetry, sent off the main thread.
final class Usage_Telemetry {
  static let shared = Usage_Telemetry()

  func track_event(_ name: String) {
    Task { await upload(name) }
  }

  private func upload(_ name: String) async {}
}

struct Player_controls: View {
  @State private var playing = false

  var body: some View {
    Button(playing ? "Pause" : "Play") {
      playing
        ? Usage_Telemetry.shared.track_event("pause")
        : Usage_Telemetry.shared.track_event("play")
      playing.toggle()
    }
  }
}
