import SwiftUI

protocol FilmRepository: Sendable {
  func fetchAll() async throws -> [PixarFilm]
}

private struct FilmRepositoryKey: EnvironmentKey {
  static let defaultValue: any FilmRepository = LiveFilmRepository()
}

extension EnvironmentValues {
  var filmRepository: any FilmRepository {
    get { self[FilmRepositoryKey.self] }
    set { self[FilmRepositoryKey.self] = newValue }
  }
}

struct FilmListView: View {
  @Environment(\.filmRepository) private var films
  @State private var items: [PixarFilm] = []

  var body: some View {
    List(items) { Text($0.title) }
      .task { await reload() }
  }

  private func reload() async {
    items = (try? await films.fetchAll()) ?? []  // expect: view-calls-service
  }
}
