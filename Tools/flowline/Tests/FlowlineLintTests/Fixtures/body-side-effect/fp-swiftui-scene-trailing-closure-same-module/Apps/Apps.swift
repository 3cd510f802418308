import SwiftUI

// `Settings {}` and `WindowGroup { … }` take a trailing closure, which no project initializer
// of those names accepts: they are SwiftUI's scenes.
struct HelperApp: App {
  var body: some Scene {
    Settings {}
  }
}

struct Status_bar_app: App {
  var body: some Scene {
    WindowGroup {
      Text("status")
    }
  }
}
