import SwiftUI

class Units_model: ObservableObject {
  @Published var use_metric: Bool = UserDefaults.standard.bool(forKey: "use_metric") {
    didSet { UserDefaults.standard.set(use_metric, forKey: "use_metric") }
  }
}

struct Units_toggle: View {
  @ObservedObject var units = Units_model()

  var body: some View {
    Toggle("Metric", isOn: $units.use_metric)
  }
}
