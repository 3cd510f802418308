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

// A scene is made by the app, which can hand it the instance: observing the shared one there
// is reported like a view's.
final class PluginCatalog: ObservableObject {
  static let shared = PluginCatalog()
  @Published var names: [String] = []
}

struct PluginsWindowScene: Scene {
  @ObservedObject var catalog = PluginCatalog.shared  // expect: observed-object-owned

  var body: some Scene {
    WindowGroup { Text("\(catalog.names.count)") }
  }
}
