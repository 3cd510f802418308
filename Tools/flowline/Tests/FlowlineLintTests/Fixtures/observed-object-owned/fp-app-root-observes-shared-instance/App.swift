import SwiftUI

final class DeviceRegistry: ObservableObject {
  static let shared = DeviceRegistry()
  @Published var devices: [String] = []
}

final class Theme_store: ObservableObject {
  static let shared = Theme_store()
  @Published var accent = "blue"
}

// An `App` is the composition root: nothing can inject into it, so observing the shared
// instance there is where injection starts.
@main
struct PairingApp: App {
  @ObservedObject var registry = DeviceRegistry.shared

  var body: some Scene {
    WindowGroup { Text("\(registry.devices.count)").environmentObject(registry) }
  }
}

struct Settings_app: App {
  @ObservedObject var theme_store: Theme_store = .shared

  var body: some Scene {
    WindowGroup { Text(theme_store.accent) }
  }
}
