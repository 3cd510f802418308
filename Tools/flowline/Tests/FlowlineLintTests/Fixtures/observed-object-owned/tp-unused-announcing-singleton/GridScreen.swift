import SwiftUI

// Publishes its statistics on every insert: the grid re-renders for nothing.
final class ThumbnailCache: ObservableObject {
  static let shared = ThumbnailCache()
  @Published var hits = 0
  @Published var misses = 0
}

struct GridScreen: View {
  @ObservedObject private var cache = ThumbnailCache.shared  // expect: observed-object-owned

  var body: some View {
    Text("Photos")
  }
}
