import Combine
import SwiftUI

// The app keeps its theme store in @State and only hands it on to views that observe it; the
// one read of its state is in a private property nothing names, which never runs.
final class ThemeStore: ObservableObject {
  @Published var accent = Color.blue
  @Published var isDark = false
  func toggle() { isDark.toggle() }
}

@main
struct ThemeApp: App {
  @State private var themeStore = ThemeStore()

  var body: some Scene {
    WindowGroup {
      ThemedRoot().environmentObject(themeStore)
    }
  }

  private var adaptiveBackground: Color {
    themeStore.isDark ? .black : .white
  }
}

struct ThemedRoot: View {
  @EnvironmentObject var themeStore: ThemeStore
  var body: some View { Text("Hi").foregroundStyle(themeStore.accent) }
}
