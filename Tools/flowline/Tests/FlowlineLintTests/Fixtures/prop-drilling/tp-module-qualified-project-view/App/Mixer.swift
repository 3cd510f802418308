import CoreUI
import SwiftUI

/// The volume goes through two views that only pass it on to the project's own meter,
/// named `CoreUI.Meter`: still drilled state.
struct MixerScreen: View {
  @State private var volume = 0.5
  var body: some View { MixerPanel(volume: $volume) }
}

struct MixerPanel: View {
  @Binding var volume: Double  // expect: prop-drilling
  var body: some View { MixerChannel(volume: $volume) }
}

struct MixerChannel: View {
  @Binding var volume: Double
  var body: some View { CoreUI.Meter(level: $volume) }
}
