import SwiftUI

struct Client {
  var first = ""
  func fullName() -> String { first }
}

@Observable
final class CartStore {
  var items: [String] = []
  func add(_ item: String) { items.append(item) }
}

// Seed 004: the view bridges the environment's repository into its view model and only
// sends intents to the view model.
struct FilmDetailView: View {
  @Environment(\.filmRepository) private var repository
  @Environment(\.dismiss) private var dismiss
  @Environment(CartStore.self) private var cartStore
  @State private var viewModel: FilmDetailViewModel?
  @State private var locationManager = LocationManager()
  let film: PixarFilm
  let client: Client

  var body: some View {
    VStack {
      Text(client.fullName())
      Button("Favorite") { Task { await viewModel?.toggleFavorite() } }
      Button("Add") { cartStore.add(film.title) }
      Button("Locate") { locationManager.requestLocation() }
      Button("Close") { dismiss() }
      Button("Ping") {
        NotificationCenter.default.post(name: .init("ping"), object: nil)
        UserDefaults.standard.set(true, forKey: "pinged")
      }
    }
    .onAppear {
      viewModel = FilmDetailViewModel(film: film, repository: repository)
    }
    .task { await viewModel?.loadRelatedFilms() }
  }
}

// Not a view: view models are supposed to call repositories.
@Observable
final class FilmDetailViewModel {
  private let repository: any FilmRepository
  init(film: PixarFilm, repository: any FilmRepository) { self.repository = repository }
  func toggleFavorite() async { try? await repository.updateFavorite() }
  func loadRelatedFilms() async { _ = try? await repository.fetchRelated() }
}
