import SwiftUI

/// Clears video files older than a week.
final class VideoCacheManager {
  static let shared = VideoCacheManager()
  func clearOldFiles() async throws {}
}

@main
struct CacheApp: App {
  var body: some Scene { WindowGroup { AppRoot() } }
}

// The scene's root starts a clean-up when the app becomes active and forgets it: a failure is
// only printed, nothing comes back to the view.
struct AppRoot: View {
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    Text("Home")
      .onChange(of: scenePhase) { _, phase in
        guard phase == .active else { return }
        Task {
          do {
            try await VideoCacheManager.shared.clearOldFiles()
          } catch {
            print("clean-up failed", error)
          }
        }
      }
  }
}
