import SwiftUI

/// Loads either list from the server.
final class CatalogService {
  static let shared = CatalogService()

  func favorites() async -> [String] {
    (try? await URLSession.shared.data(from: URL(string: "https://example.com/f")!)).map { _ in [] }
      ?? []
  }

  func everything() async -> [String] {
    (try? await URLSession.shared.data(from: URL(string: "https://example.com/a")!)).map { _ in [] }
      ?? []
  }
}

/// The view keeps the result of whichever branch runs.
struct FavoritesToggle: View {
  @State private var onlyFavorites = false
  @State private var shown: [String] = []

  var body: some View {
    List(shown, id: \.self) { Text($0) }
      .task(id: onlyFavorites) {
        let catalog = CatalogService.shared
        shown =
          onlyFavorites
          ? await catalog.favorites()  // expect: view-calls-service
          : await catalog.everything()  // expect: view-calls-service
      }
  }
}
