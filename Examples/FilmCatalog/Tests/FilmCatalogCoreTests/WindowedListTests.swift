@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

@testable import FilmCatalogCore

/// A long list is a window: it loads and derives the films around what is shown, with the count
/// of all of them, and loads the next window when the shown position nears an edge.
@MainActor
@Suite struct WindowedListTests {
  /// 1,000 films whose title order is their identifier order.
  static let catalog = (1...1_000).map { id in
    Film(
      id: id, title: "Film \(String(repeating: "0", count: 4 - String(id).count))\(id)",
      year: 2000, genre: .drama, director: "Ann Lee", runtimeMinutes: 90, rating: 7,
      synopsis: "")
  }
  let repository = MockFilmRepository(films: catalog)

  func makeHarness(
    _ state: FilmList.DomainState = .init(), pendingWork: PendingWork = PendingWork()
  ) -> FeatureHarness<FilmList> {
    FeatureHarness(initialState: state, exhaustivity: .off) { [repository] dependencies in
      FilmList(repository: repository, clock: dependencies.clock, pendingWork: pendingWork)
    }
  }

  func page(_ window: Range<Int>) -> FilmPage {
    FilmPage(all: Self.catalog, window: window)
  }

  @Test func theListLoadsAWindowAndTheWholeCount() async {
    let harness = makeHarness()
    await harness.send(.onAppear)
    await harness.receive(.filmsResponse(.success(page(0..<FilmList.windowSize))))
    #expect(harness.viewState.rows.count == FilmList.windowSize)
    #expect(harness.viewState.total == 1_000)
    #expect(harness.viewState.countText == "1000 films")
    await harness.finish()
  }

  @Test func movingWithinTheWindowLoadsNothingAndNearItsEdgeLoadsTheNext() async {
    let harness = makeHarness(.init(films: .loaded(page(0..<200))))
    await harness.send(.scrolled(to: 120))  // well inside the window
    #expect(harness.state.position == 120)
    #expect(repository.queries.isEmpty)
    await harness.send(.scrolled(to: 160))  // within the margin of its end
    await harness.receive(.filmsResponse(.success(page(60..<260))))
    #expect(harness.viewState.firstRowPosition == 60)
    #expect(harness.viewState.rows.first?.title == "Film 0061")
    await harness.send(.scrolled(to: 999))  // the end, at once
    await harness.receive(.filmsResponse(.success(page(899..<1_000))))
    #expect(harness.viewState.rows.last?.id == 1_000)
    await harness.finish()
  }

  @Test func aSearchDerivesNoMoreRowsThanTheWindowWhateverTheCatalog() {
    let state = FilmList.DomainState(films: .loaded(page(0..<200)))
    var typed = state
    typed.query = "film 0"
    let view = FilmList(repository: repository, clock: ContinuousClock(), pendingWork: .init())
      .reduce(typed)
    #expect(view.rows.count == 200)
    #expect(view.total == 1_000)
  }

  @Test func aDeleteFarDownTheListIsPendingUntilItFailsAndTheRowStaysInOrder() async {
    repository.deleteFailure = RepositoryError("the disk is full")
    let harness = makeHarness(.init(films: .loaded(page(700..<900)), position: 800))
    await harness.send(.deleteTapped(801))
    #expect(harness.viewState.rows.first { $0.id == 801 }?.isDeleting == true)  // pending
    #expect(harness.viewState.total == 1_000)
    await harness.receive(where: { if case .deleteFailed = $0 { true } else { false } })
    #expect(harness.viewState.total == 1_000)
    #expect(harness.viewState.rows.map(\.id) == Array(701...900))
    #expect(harness.viewState.deleting.isEmpty)
    await harness.finish()
  }

  @Test func aFavouriteInARowFarDownIsSavedThroughItsRowStore() async {
    let harness = makeHarness(.init(films: .loaded(page(700..<900)), position: 850))
    let rows = harness.store.scope(
      rows: \.rows, action: FilmList.DomainAction.row, feature: harness.feature.row)
    let row = try! #require(rows[id: 851])
    await harness.send(.favouriteTapped, to: row)
    #expect(harness.viewState.rows.first { $0.id == 851 }?.isFavourite == true)
    await harness.finish()
    #expect(repository.favourites.map(\.0) == [851])
  }

  @Test func aRestoredListStartsAtItsPosition() async {
    let harness = makeHarness(.init(position: 640))
    await harness.send(.onAppear)
    await harness.receive(.filmsResponse(.success(page(540..<740))))
    #expect(harness.viewState.position == 640)
    #expect(harness.viewState.firstRowPosition == 540)
    await harness.finish()
  }
}
