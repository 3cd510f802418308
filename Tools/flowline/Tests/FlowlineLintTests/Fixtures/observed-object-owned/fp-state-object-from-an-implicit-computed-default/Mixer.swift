import Combine
import SwiftUI

/// A fader's level; `default` makes a fresh one each time it is read.
final class FaderLevel: ObservableObject {
  @Published var value = 0.0

  static var `default`: FaderLevel { .init() }
}

struct Mixer: View {
  @StateObject private var master: FaderLevel = .default

  var body: some View { Slider(value: $master.value) }
}
