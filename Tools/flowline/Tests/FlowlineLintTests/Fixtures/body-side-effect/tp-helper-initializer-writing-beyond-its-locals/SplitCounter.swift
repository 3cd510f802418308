import SwiftUI

final class SplitStats {
  static let shared = SplitStats()
  var splits = 0
}

final class CountedParts: ObservableObject {
  @Published var hours: Int

  // Counts every split in a shared tally: the initializer writes beyond its locals.
  init(interval: TimeInterval) {
    var hours = 0
    var left = interval
    while left >= 3600 {
      hours += 1
      left -= 3600
    }
    SplitStats.shared.splits += 1
    self.hours = hours
  }

  func label() -> String { "\(hours) h" }
  func bump() { hours += 1 }
}

struct LapRow: View {
  let interval: TimeInterval
  var body: some View {
    Text(CountedParts(interval: interval).label())  // expect: body-side-effect
  }
}
