import SwiftUI

// The same delay written with a throwing main-actor hop.
final class Press_timer {
  private var pending: Task<Void, Never>?

  func arm(after seconds: Double, fire: @escaping @MainActor () -> Void) {
    pending?.cancel()
    pending = Task {
      try? await Task.sleep(for: .seconds(seconds))
      try? await MainActor.run { fire() }
    }
  }
}

struct Reset_button: View {
  @State private var press_timer = Press_timer()
  @State private var armed = false

  var body: some View {
    Button("Reset") {
      armed = true
      press_timer.arm(after: 2) { armed = false }
    }
  }
}
