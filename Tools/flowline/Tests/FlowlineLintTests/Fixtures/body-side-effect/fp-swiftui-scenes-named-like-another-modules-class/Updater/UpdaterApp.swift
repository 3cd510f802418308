import SwiftUI

// `Settings {}` here is SwiftUI's settings scene: this module declares no Settings class.
struct UpdaterApp: App {
  var body: some Scene {
    Settings {
      EmptyView()
    }
  }
}
