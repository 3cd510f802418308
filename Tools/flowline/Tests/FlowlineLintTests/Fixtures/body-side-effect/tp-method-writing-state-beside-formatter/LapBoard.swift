import Foundation
import SwiftUI

final class LapCounter {
  let formatter = NumberFormatter()
  var shownCount = 0

  // Also counts how often it was shown: state changed on every render.
  func lapText(_ lap: Int) -> String {
    formatter.minimumIntegerDigits = 2
    shownCount += 1
    return formatter.string(from: lap as NSNumber) ?? ""
  }
}

struct LapBoard: View {
  let counter: LapCounter
  var body: some View {
    Text(counter.lapText(3))  // expect: body-side-effect
  }
}
