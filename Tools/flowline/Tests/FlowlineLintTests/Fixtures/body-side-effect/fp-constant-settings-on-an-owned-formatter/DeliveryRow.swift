import Foundation
import SwiftUI

/// The view makes its own formatter and sets fixed styles on it while rendering: the same
/// settings every time, on an object nothing observes or shares.
struct DeliveryRow: View {
  let due: Date
  let weight: Double
  let formatter = DateFormatter()
  private let numbers = NumberFormatter()

  func dueText() -> some View {
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    formatter.locale = Locale.current
    return Text(formatter.string(from: due))
  }

  var body: some View {
    numbers.maximumFractionDigits = 1
    numbers.positiveSuffix = " kg"
    return HStack {
      dueText()
      Text(numbers.string(from: NSNumber(value: weight)) ?? "")
    }
  }
}
