import Combine
import SwiftUI

/// One joystick's values; `default` makes a fresh set each time it is read.
final class StickValues: ObservableObject {
  @Published var x = 0.0
  @Published var y = 0.0

  static var `default`: StickValues {
    StickValues()
  }
}

struct RemoteControl: View {
  @StateObject private var left = StickValues.default
  @StateObject private var right = StickValues.default

  var body: some View { Text("\(left.x) \(right.y)") }
}
