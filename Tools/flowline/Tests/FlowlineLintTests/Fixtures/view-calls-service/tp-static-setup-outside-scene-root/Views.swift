import SwiftUI

protocol FavoritesRepository {
  func save(_ id: Int) async throws
  func load() async throws -> [Int]
}

// A static helper of a screen (not a scene's root view) that awaits a repository is still the
// view doing the use case; so is a scene root's static helper that hands a result back.
struct FavoritesScreen: View {
  let repository: any FavoritesRepository
  @State private var ids: [Int] = []

  var body: some View {
    List(ids, id: \.self) { Text("\($0)") }
      .task { await Self.persist(7, in: repository) }
  }

  private static func persist(_ id: Int, in favoritesRepository: any FavoritesRepository) async {
    try? await favoritesRepository.save(id)  // expect: view-calls-service
  }
}

@main
struct FavoritesApp: App {
  var body: some Scene {
    WindowGroup { Favorites_root(favorites_repository: nil) }
  }
}

struct Favorites_root: View {
  let favorites_repository: (any FavoritesRepository)?
  @State private var ids: [Int] = []

  var body: some View {
    Text("\(ids.count)").task {
      if let favorites_repository { ids = await Self.initial_ids(favorites_repository) }
    }
  }

  private static func initial_ids(_ favoritesRepository: any FavoritesRepository) async -> [Int] {
    (try? await favoritesRepository.load()) ?? []  // expect: view-calls-service
  }
}

private struct PreviewFavorites: FavoritesRepository {
  func save(_ id: Int) async throws {}
  func load() async throws -> [Int] { [] }
}

#Preview { FavoritesScreen(repository: PreviewFavorites()) }
