import SwiftUI

struct MeterBar: View {
  @ObservedObject var meter: LevelMeter
  var body: some View { ProgressView(value: meter.level) }
}

struct MeterPreviewRow: View {
  var body: some View {
    VStack {
      MeterBar(meter: LevelMeter(fixed: 0.25))
      Text("Sample")
    }
  }
}
