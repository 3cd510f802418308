import Foundation
import SwiftUI

final class Unit_settings: ObservableObject {
  @Published var metric: Bool

  init() {
    let stored = UserDefaults.standard.bool(forKey: "metric")
    metric = stored
  }

  func set_metric(_ value: Bool) { metric = value }
}

final class Trip_settings: ObservableObject {
  @Published var days: Int

  init() {
    days = UserDefaults.standard.integer(forKey: "days")
  }

  func add_day() { days += 1 }
}

struct Units_root: View {
  @ObservedObject var units = Unit_settings()
  @ObservedObject var trip = Trip_settings()  // expect: observed-object-owned

  var body: some View {
    Text(units.metric ? "km" : "mi")
      .onTapGesture { trip.add_day() }
  }
}
