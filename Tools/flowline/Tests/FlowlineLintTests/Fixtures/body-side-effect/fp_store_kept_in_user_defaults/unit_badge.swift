import Foundation
import SwiftUI

// Starts from the defaults and writes itself back: the truth is the defaults'.
final class Unit_preference: ObservableObject {
  @Published var metric: Bool = UserDefaults.standard.bool(forKey: "metric") {
    didSet { UserDefaults.standard.set(metric, forKey: "metric") }
  }
}

// Starts from a constant: a new one forgets the choice.
final class Unit_choice: ObservableObject {
  @Published var metric = true
}

struct Unit_badge: View {
  @ObservedObject var preference: Unit_preference
  var body: some View { Toggle("Metric", isOn: $preference.metric) }
}

struct Unit_picker: View {
  @ObservedObject var choice: Unit_choice
  var body: some View { Toggle("Metric", isOn: $choice.metric) }
}

struct Unit_settings: View {
  var body: some View {
    Form {
      Unit_badge(preference: Unit_preference())
      Unit_picker(choice: Unit_choice())  // expect: body-side-effect
    }
  }
}
