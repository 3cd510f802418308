import SwiftUI

struct Menu_helper_app: App {
  var body: some Scene {
    MenuBarExtra("helper") {
      Text("Running")
    }
    Settings { Text("prefs") }
  }
}
