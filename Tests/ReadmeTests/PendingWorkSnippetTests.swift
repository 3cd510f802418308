import Flowline
import FlowlineTesting
import Testing

/// `PendingWork`'s doc-comment example, completed just enough to compile: it used to name an
/// undefined `film` and save `true` whatever the toggle had made the favourite.
struct FavouriteFilm: Feature {
  struct Film: Equatable, Sendable {
    var id = 42
    var title = "Heat"
    var isFavourite = false
  }
  struct DomainState: Equatable, Sendable { var film = Film() }
  enum DomainAction: Equatable, Sendable {
    case favouriteTapped
    case favouriteSaved(Result<Bool, LoadingError>)
  }

  let repository: FavouriteRepository
  let pendingWork: PendingWork

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .favouriteTapped:
      state.film.isFavourite.toggle()
      return .run { [repository, film = state.film] in
        try await repository.setFavourite(film.isFavourite, filmID: film.id)
      } then: { result in
        .favouriteSaved(result.mapError(LoadingError.init))
      }
      .mustFinish("Saving “\(state.film.title)” as a favourite", in: pendingWork)
    case .favouriteSaved:
      return .none
    }
  }
}

/// Records what was saved.
@MainActor
final class FavouriteRepository: Sendable {
  private(set) var saved: [Bool] = []

  func setFavourite(_ isFavourite: Bool, filmID: Int) async throws -> Bool {
    saved.append(isFavourite)
    return isFavourite
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct PendingWorkSnippetTests {
  @Test func theSavedFavouriteIsTheToggledOne() async {
    let repository = FavouriteRepository()
    let harness = FeatureHarness(
      initialState: .init(),
      feature: FavouriteFilm(repository: repository, pendingWork: PendingWork()))
    await harness.send(.favouriteTapped) { $0.film.isFavourite = true }
    await harness.receive(.favouriteSaved(.success(true)))
    await harness.send(.favouriteTapped) { $0.film.isFavourite = false }
    await harness.receive(.favouriteSaved(.success(false)))
    await harness.finish()
    #expect(repository.saved == [true, false])
  }
}
