import Foundation
import SwiftUI

final class ImageCacheService {
  static let shared = ImageCacheService()

  /// Registers the URL protocol that caches image responses.
  func activate() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/warm")!)
  }

  func clearAll() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/clear")!)
  }
}

/// The app's drop-in replacement for `AsyncImage`: it sets up its cache when first shown.
struct CachedAsyncImage: View {
  let url: URL?
  @State private var image: Image?

  var body: some View {
    (image ?? Image(systemName: "photo"))
      .task { await ImageCacheService.shared.activate() }
  }
}

// A settings screen is no media component: clearing the cache is the screen's use case.
struct StorageSettingsScreen: View {
  var body: some View {
    Button("Clear images") {
      Task { await ImageCacheService.shared.clearAll() }  // expect: view-calls-service
    }
  }
}
