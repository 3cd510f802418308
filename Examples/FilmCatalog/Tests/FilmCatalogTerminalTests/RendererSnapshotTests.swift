import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import Testing

@MainActor
@Suite struct RendererSnapshotTests {
  let size = TerminalSize(columns: 70, rows: 12)

  @Test func loginEmpty() {
    let content = LoginScreen.render(
      Login().reduce(.init()), ui: LoginUI(), width: 70, tick: 0, hint: "Demo account: d / p")
    assertSnapshot(content.body, named: "login-empty")
  }

  @Test func loginFailed() {
    var state = Login.DomainState(email: "ann@example.com")
    state.password = "nope"
    state.errorMessage = "Could not log in."
    var ui = LoginUI()
    ui.focus = .password
    let content = LoginScreen.render(Login().reduce(state), ui: ui, width: 70, tick: 0, hint: nil)
    assertSnapshot(content.body, named: "login-failed")
  }

  @Test func loginLoading() {
    var state = Login.DomainState(email: "ann@example.com")
    state.password = "secret"
    state.isLoading = true
    let content = LoginScreen.render(
      Login().reduce(state), ui: LoginUI(), width: 70, tick: 3, hint: nil)
    #expect(content.isBusy)
    assertSnapshot(content.body, named: "login-loading")
  }

  @Test func listLoaded() {
    var ui = FilmListUI()
    ui.cursor = 1
    let films = Film.samples.map { $0.id == 3 ? Film.samples[2].favourite : $0 }
    let content = FilmListScreen.render(
      FilmList().reduce(.init(films: .loaded(FilmPage(films)))), ui: ui, size: size, tick: 0)
    #expect(!content.isBusy)
    assertSnapshot(content.body, named: "list-loaded")
  }

  @Test func listNarrowDropsTheDetailsColumn() {
    let content = FilmListScreen.render(
      FilmList().reduce(.init(films: .loaded(FilmPage(Film.samples)))), ui: FilmListUI(),
      size: TerminalSize(columns: 40, rows: 8), tick: 0)
    assertSnapshot(content.body, named: "list-narrow")
  }

  @Test func listLoadingAndRefreshing() {
    let loading = FilmListScreen.render(
      FilmList().reduce(.init(films: .loading)), ui: FilmListUI(), size: size, tick: 1)
    #expect(loading.isBusy)
    assertSnapshot(loading.body, named: "list-loading")
    let refreshing = FilmListScreen.render(
      FilmList().reduce(.init(films: .refreshing([Film.samples[0]]))), ui: FilmListUI(), size: size,
      tick: 2)
    assertSnapshot(refreshing.body, named: "list-refreshing")
  }

  @Test func listFailedAndSearchingWithNoMatch() {
    var failed = FilmList.DomainState(
      films: .failed(LoadingError(message: "offline"), previous: nil))
    failed.errorMessage = "Could not load the films: offline"
    assertSnapshot(
      FilmListScreen.render(FilmList().reduce(failed), ui: FilmListUI(), size: size, tick: 0).body,
      named: "list-failed")

    var empty = FilmList.DomainState(films: .loaded([]))
    empty.query = "zzz"
    empty.appliedQuery = "zzz"
    var ui = FilmListUI()
    ui.isSearching = true
    assertSnapshot(
      FilmListScreen.render(FilmList().reduce(empty), ui: ui, size: size, tick: 0).body,
      named: "list-search-no-match")
  }

  @Test func listScrollsToKeepTheCursorInView() {
    let films = (1...30).map {
      Film(
        id: $0, title: "Film \($0)", year: 2000, genre: .drama, director: "D", runtimeMinutes: 90,
        rating: 5, synopsis: "")
    }
    var ui = FilmListUI()
    ui.cursor = 20
    let content = FilmListScreen.render(
      FilmList().reduce(.init(films: .loaded(FilmPage(films)))), ui: ui,
      size: TerminalSize(columns: 30, rows: 7), tick: 0)
    assertSnapshot(content.body, named: "list-scrolled")
  }

  @Test func detailLoaded() {
    let content = FilmDetailScreen.render(
      detailState { $0.isInWatchlist = true }, ui: FilmDetailUI(), size: size, tick: 0)
    assertSnapshot(content.body, named: "detail-loaded")
  }

  @Test func detailSavingAndFailing() {
    let saving = FilmDetailScreen.render(
      detailState {
        $0.isSavingFavourite = true
        $0.related = .loading
      }, ui: FilmDetailUI(), size: size, tick: 0)
    #expect(saving.isBusy)
    assertSnapshot(saving.body, named: "detail-saving")
    let failed = FilmDetailScreen.render(
      detailState {
        $0.film = .failed(LoadingError(message: "There is no film with id 3."), previous: nil)
        $0.errorMessage = "There is no film with id 3."
        $0.related = .idle
      }, ui: FilmDetailUI(), size: size, tick: 0)
    assertSnapshot(failed.body, named: "detail-failed")
  }

  @Test func watchlistWithFilmsAndEmpty() {
    var state = WatchlistFeature.DomainState()
    state.entries = [WatchlistEntry(Film.samples[2]), WatchlistEntry(Film.samples[0])]
    state.isLoaded = true
    var ui = WatchlistUI()
    ui.cursor = 1
    assertSnapshot(
      WatchlistScreen.render(WatchlistFeature().reduce(state), ui: ui, size: size).body,
      named: "watchlist")
    state.entries = []
    assertSnapshot(
      WatchlistScreen.render(WatchlistFeature().reduce(state), ui: ui, size: size).body,
      named: "watchlist-empty")
  }

  @Test func aWholeFrameWithTheFilterSheetOverTheList() {
    let list = FilmListScreen.render(
      FilmList().reduce(.init(films: .loaded(FilmPage(Film.samples)))), ui: FilmListUI(),
      size: TerminalSize(columns: 58, rows: 10), tick: 0)
    let sheet = FilterSheet.render(FilterPicker().reduce(.init(current: .all)), ui: FilterSheetUI())
    let frame = Frame.compose(
      title: "Film Catalog › Films", titleRight: "Watchlist: 2", body: list.body,
      sheet: Frame.Sheet(title: "Filter", lines: Array(sheet.prefix(4))), hints: FilterSheet.hints,
      status: Line("Deleted “Paper Boats”.", .success),
      size: TerminalSize(columns: 60, rows: 14))
    #expect(frame.count == 14)
    assertSnapshot(frame, named: "frame-filter-sheet")
  }

  @Test func aShortTerminalScrollsTheFilterSheetToTheHighlightedOption() {
    var ui = FilterSheetUI()
    ui.cursor = 8
    let state = FilterPicker().reduce(.init(current: .all))
    let frame = Frame.compose(
      title: "Film Catalog › Films", titleRight: "Watchlist: 0", body: [],
      sheet: Frame.Sheet(
        title: "Filter", lines: FilterSheet.render(state, ui: ui),
        focus: FilterSheet.cursor(state, ui)),
      hints: FilterSheet.hints, status: Line(), size: TerminalSize(columns: 40, rows: 9))
    #expect(frame.contains { $0.text.contains("▸ ○ \(state.options[8].title)") })
    assertSnapshot(frame, named: "frame-filter-sheet-scrolled")
  }

  @Test func everySizeGivesAFrameThatFits() {
    let body = [Line(String(repeating: "x", count: 200))]
    for columns in [0, 1, 5, 23, 24, 80] {
      for rows in [0, 1, 3, 7, 8, 30] {
        let size = TerminalSize(columns: columns, rows: rows)
        let frame = Frame.compose(
          title: "Film Catalog", titleRight: "Watchlist: 0", body: body,
          sheet: Frame.Sheet(title: "Filter", lines: body), hints: "hints",
          status: Line("status"), size: size)
        #expect(frame.count == rows)
        #expect(frame.allSatisfy { $0.text.count <= columns })
      }
    }
    assertSnapshot(
      Frame.compose(
        title: "Film Catalog", titleRight: "", body: body, sheet: nil, hints: "", status: Line(),
        size: TerminalSize(columns: 22, rows: 4)), named: "frame-too-small")
  }
}

extension Film {
  var favourite: Film {
    var film = self
    film.isFavourite = true
    return film
  }
}
