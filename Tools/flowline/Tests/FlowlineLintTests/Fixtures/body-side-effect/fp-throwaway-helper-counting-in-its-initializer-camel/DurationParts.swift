import SwiftUI

final class DurationParts: ObservableObject {
  @Published var hours: Int
  @Published var minutes: Int

  init(hours: Int = 0, minutes: Int = 0) {
    self.hours = hours
    self.minutes = minutes
  }

  // Splits a duration by counting it down in locals, then stores the parts.
  init(interval: TimeInterval) {
    var left = interval
    var hours = 0
    var minutes = 0
    while left >= 3600 {
      hours += 1
      left -= 3600
    }
    while left >= 60 {
      minutes += 1
      left -= 60
    }
    self.hours = hours
    self.minutes = minutes
  }

  func label() -> String {
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours) h") }
    parts.append("\(minutes) min")
    return parts.joined(separator: " ")
  }
}

struct DurationEditor: View {
  @StateObject private var parts = DurationParts()
  var body: some View { Stepper("Hours", value: $parts.hours) }
}

struct RunRow: View {
  let interval: TimeInterval
  var body: some View {
    Text(DurationParts(interval: interval).label())
  }
}
