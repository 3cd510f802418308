import SwiftUI

actor WebhookSync {
  static func maybeRefresh(_ settings: AppSettings) {
    Task.detached { await settings.register() }
  }
}

final class UsagePing {
  static let shared = UsagePing()
  func send_if_due(_ settings: AppSettings) {
    Task { await settings.register() }
  }
}

@Observable final class AppSettings {
  func register() async {}
}

@main
struct ReaderApp: App {
  @State private var settings = AppSettings()
  var body: some Scene {
    WindowGroup {
      RootView().environment(settings)
    }
  }
}

// The scene's root view starting app-level jobs on launch and forgetting them (a throttled
// webhook refresh, a usage ping): nothing comes back to the view, no screen's data flows
// through it.
struct RootView: View {
  @Environment(AppSettings.self) private var settings

  var body: some View {
    TabView { Text("Home") }
      .task { startJobs() }
  }

  private func startJobs() {
    WebhookSync.maybeRefresh(settings)
    UsagePing.shared.send_if_due(settings)
  }
}
