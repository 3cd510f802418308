import SwiftUI

/// Keeps downloaded maps on disk.
final class Tile_cache {
  static let shared = Tile_cache()
  func trim_to_limit() async throws {}
}

@main
struct Hiking_app: App {
  var body: some Scene {
    WindowGroup { Shell_view() }
  }
}

struct Shell_view: View {
  var body: some View {
    TabView { Text("Trails") }
      .task {
        Task { try await Tile_cache.shared.trim_to_limit() }
      }
  }
}
