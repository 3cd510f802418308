import SwiftUI

// Without a title and with `onDecrement:` but no `onIncrement:` written after it, a stepper's
// first trailing closure is `onIncrement`: it runs on a tap; the label comes last.
struct SpeedSettings: View {
  @State private var rate = 1.0

  var body: some View {
    Stepper {
      rate += 0.1
    } onDecrement: {
      guard rate > 0.1 else { return }
      rate -= 0.1
    } label: {
      Text(rate, format: .number.precision(.fractionLength(1)))
    }
  }
}
