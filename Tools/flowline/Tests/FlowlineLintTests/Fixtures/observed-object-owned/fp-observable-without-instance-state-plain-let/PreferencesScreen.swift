import Observation
import SwiftUI

// A namespace-like model: only static members and computed properties.
@Observable @MainActor final class PreferencesModel {
  private static let supportAddress = "help@example.com"
  static var appVersion: String { "1.0" }

  var footer: String { "Version \(Self.appVersion)" }
}

struct PreferencesScreen: View {
  private let model = PreferencesModel()

  var body: some View {
    Form {
      Text(model.footer)
    }
  }
}
