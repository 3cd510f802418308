import Foundation
import SwiftUI

final class Unit_store {
  static let shared = Unit_store()
  var unit: String?
}

// Reads its unit from the shared store in `init` (through a local, with a fallback) and writes
// it back in `didSet`; the label is derived by a private method, the choices are fixed.
final class Units_manager: ObservableObject {
  @Published var unit: String {
    didSet {
      Unit_store.shared.unit = unit
      refresh_label()
    }
  }

  @Published var label = ""

  let choices: [String]

  init() {
    choices = ["km", "mi"]
    let stored = Unit_store.shared.unit
    unit = stored ?? "km"
    refresh_label()
  }

  private func refresh_label() {
    label = unit == "km" ? "Kilometres" : "Miles"
  }
}

struct Units_view: View {
  @ObservedObject var manager = Units_manager()

  var body: some View {
    Picker(manager.label, selection: $manager.unit) {
      ForEach(manager.choices, id: \.self) { Text($0) }
    }
  }
}

// Starts from a parameter, not from the store: two instances may differ.
final class Trip_units_manager: ObservableObject {
  @Published var unit: String {
    didSet { Unit_store.shared.unit = unit }
  }

  let trip_name: String

  init(trip_name: String) {
    self.trip_name = trip_name
    unit = Unit_store.shared.unit ?? "km"
  }
}

struct Trip_units_view: View {
  @ObservedObject var manager = Trip_units_manager(trip_name: "A")  // expect: observed-object-owned

  var body: some View {
    Picker(manager.trip_name, selection: $manager.unit) {
      Text("km").tag("km")
    }
  }
}
