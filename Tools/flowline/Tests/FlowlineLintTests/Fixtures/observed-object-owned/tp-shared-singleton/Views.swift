import SwiftUI

final class SettingsStore: ObservableObject {
  static let shared = SettingsStore()
  @Published var fontSize = 14.0
}

// Reported one severity lower: nothing is re-created, but the view reaches for a global.
struct FontSizeView: View {
  @ObservedObject var settings = SettingsStore.shared  // expect: observed-object-owned
  var body: some View { Text("\(settings.fontSize)") }
}
