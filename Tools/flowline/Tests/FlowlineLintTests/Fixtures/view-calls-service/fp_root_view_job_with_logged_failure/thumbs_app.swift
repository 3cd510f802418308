import SwiftUI

/// Clears video files older than a week.
final class Thumb_cache_Manager {
  static let shared = Thumb_cache_Manager()
  func purge_stale_thumbs() async throws {}
}

@main
struct Thumbs_app: App {
  var body: some Scene { WindowGroup { Thumbs_root() } }
}

// The scene's root starts a clean-up when the app becomes active and forgets it: a failure is
// only printed, nothing comes back to the view.
struct Thumbs_root: View {
  @Environment(\.scenePhase) private var scene_phase

  var body: some View {
    Text("Home")
      .onChange(of: scene_phase) { _, phase in
        guard phase == .active else { return }
        Task {
          do {
            try await Thumb_cache_Manager.shared.purge_stale_thumbs()
          } catch {
            debugPrint(error)
          }
        }
      }
  }
}
