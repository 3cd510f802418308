import Combine
import SwiftUI

/// A gauge's reading; `default` makes a fresh one each time it is read.
final class GaugeReading: ObservableObject {
  @Published var value = 0.0

  static var `default`: GaugeReading { GaugeReading() }
}

/// Observes, and so does not keep, the fresh instance the default makes: a new one each time
/// the view is re-created.
struct GaugePanel: View {
  @ObservedObject var reading = GaugeReading.default  // expect: observed-object-owned

  var body: some View { Slider(value: $reading.value) }
}
