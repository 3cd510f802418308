import Combine
import SwiftUI

final class Level_source: ObservableObject {
  @Published var level = 0.0
  @Published var peak = 0.0
  func reset() { peak = 0 }
}

// The view mirrors the published values through subscriptions to their publishers
// (`$level`), operators included; the object itself is only read in the subscriptions.
struct Level_meter_view: View {
  @State private var source = Level_source()
  @State private var shown_level = 0.0
  @State private var shown_peak = 0.0

  var body: some View {
    HStack {
      ProgressView(value: shown_level)
      Text("\(shown_peak)")
    }
    .onReceive(source.$level) { shown_level = $0 }
    .onReceive(source.$peak.removeDuplicates()) { value in shown_peak = value }
    .onReceive(source.objectWillChange.receive(on: RunLoop.main)) { _ in
      shown_peak = source.peak
    }
    .onTapGesture { source.reset() }
  }
}
