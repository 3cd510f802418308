import SwiftUI

enum Unit_system: String {
  case metric, imperial
}

enum Unit_store {
  static func load_units() -> Unit_system {
    Unit_system(rawValue: UserDefaults.standard.string(forKey: "units") ?? "") ?? .metric
  }

  static func store_units(_ units: Unit_system) {
    UserDefaults.standard.set(units.rawValue, forKey: "units")
  }
}

final class Units_model: ObservableObject {
  private let queue = DispatchQueue(label: "units")
  @Published var units: Unit_system = Unit_store.load_units() {
    didSet { Unit_store.store_units(units) }
  }
}

struct Units_row: View {
  var body: some View {
    let units_model = Units_model()
    Text(units_model.units.rawValue)
  }
}
