import FilmCatalogCore
import Flowline
import FlowlineTesting
import Testing

/// The film list's rows as child stores: a row's favourite toggle, sent through the row's own
/// store, saves in place and rolls back on failure; the list's other rows are untouched.
@MainActor
@Suite struct FilmListRowTests {
  let repository = MockFilmRepository()

  func makeHarness() -> FeatureHarness<FilmList> {
    FeatureHarness(initialState: .init(films: .loaded(FilmPage(Film.samples)))) {
      [repository] dependencies in
      FilmList(repository: repository, clock: dependencies.clock, pendingWork: PendingWork())
    }
  }

  func rows(_ harness: FeatureHarness<FilmList>) -> ScopedRows<FilmList, Film.ID, FilmListRow> {
    harness.store.scope(
      rows: \.rows, action: FilmList.DomainAction.row, feature: harness.feature.row)
  }

  @Test func aRowsFavouriteToggleSavesThroughTheList() async {
    let harness = makeHarness()
    let id = Film.samples[1].id
    let row = rows(harness)[id: id]!
    #expect(row.title == Film.samples[1].title)
    await harness.send(.favouriteTapped, to: row) {
      $0.films = .loaded(FilmPage(Film.samples.map { $0.id == id ? $0.with(favourite: true) : $0 }))
      $0.savingFavourites = [id]  // shown pending until the database has it
    }
    #expect(row.isFavourite)
    #expect(rows(harness)[id: Film.samples[0].id]?.isFavourite == Film.samples[0].isFavourite)
    await harness.receive(.row(id, .favouriteSaved(true))) { $0.savingFavourites = [] }
    await harness.finish()
    #expect(repository.favourites.map(\.0) == [id])
    #expect(repository.favourites.map(\.1) == [true])
  }

  @Test func underFavouritesAFilmUnfavouritedLeavesOnceSaved() async {
    let favourites = Film.samples.map { $0.with(favourite: true) }
    let harness = FeatureHarness(
      initialState: .init(films: favourites, filter: .favourites)
    ) { [repository] dependencies in
      FilmList(repository: repository, clock: dependencies.clock, pendingWork: PendingWork())
    }
    let id = favourites[1].id
    let row = rows(harness)[id: id]!
    await harness.send(.favouriteTapped, to: row) {
      // Shown unfavourited at once, still listed: the save is not durable yet.
      $0.films = .loaded(FilmPage(favourites.map { $0.id == id ? $0.with(favourite: false) : $0 }))
      $0.savingFavourites = [id]
    }
    await harness.receive(.row(id, .favouriteSaved(false))) {
      $0.savingFavourites = []
      $0.films = .loaded(FilmPage(favourites.filter { $0.id != id }))
    }
    #expect(harness.viewState.total == 3)
    await harness.finish()
  }

  @Test func aFailedSaveRollsTheRowBackAndSaysWhy() async {
    repository.favouriteFailure = RepositoryError("database is locked")
    let harness = makeHarness()
    let id = Film.samples[0].id
    let row = rows(harness)[id: id]!
    await harness.send(.favouriteTapped, to: row) {
      $0.films = .loaded(FilmPage(Film.samples.map { $0.id == id ? $0.with(favourite: true) : $0 }))
      $0.savingFavourites = [id]  // shown pending until the database has it
    }
    await harness.receive(
      .row(id, .favouriteFailed(restoring: false, LoadingError(message: "database is locked")))
    ) {
      $0.films = .loaded(FilmPage(Film.samples))
      $0.savingFavourites = []
      $0.errorMessage = "Could not save the favourite: database is locked"
    }
    #expect(!row.isFavourite)
    await harness.finish()
  }

  @Test func aDeletedFilmsRowStoreStaysSafeToRead() async {
    let harness = makeHarness()
    let id = Film.samples[2].id
    let row = rows(harness)[id: id]!
    await harness.send(.deleteTapped(id)) { $0.deleting = [id] }
    await harness.receive(.deleted(Film.samples[2])) {
      $0.deleting = []
      $0.films = .loaded(FilmPage(Film.samples.filter { $0.id != id }))
      $0.notice = "Deleted “\(Film.samples[2].title)”."
    }
    #expect(rows(harness)[id: id] == nil)
    #expect(row.title == Film.samples[2].title)
    #expect(rows(harness).ids == Film.samples.map(\.id).filter { $0 != id })
    await harness.finish()
  }
}
