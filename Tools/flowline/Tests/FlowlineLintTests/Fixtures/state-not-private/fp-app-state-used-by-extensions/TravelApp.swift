import SwiftUI

final class ThemeStore: ObservableObject {
  @Published var accent = "blue"
}

struct TravelApp: App {
  @StateObject var themeStore = ThemeStore()
  @State var launchCount = 0

  var body: some Scene {
    WindowGroup { Text("Trips") }
  }
}

struct Inbox_scene: Scene {
  @State var unread_badge = 0

  var body: some Scene {
    WindowGroup { Text("Inbox") }
  }
}
