import SwiftUI

/// The app's code lives in `Screens/` beside its one app-wide model: a folder holding most
/// of the app's views is the app, not one feature.
@main
struct PhoneApp: App {
  @StateObject private var store = AppStore()
  var body: some Scene {
    WindowGroup { RootTabs().environmentObject(store) }
  }
}
