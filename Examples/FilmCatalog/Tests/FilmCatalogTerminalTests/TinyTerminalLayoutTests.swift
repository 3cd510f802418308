import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import Testing

/// At the smallest size the app draws (24×8: a body of four lines), an error never hides the
/// row the cursor is on, since keys (Enter, `d`) act on it.
@MainActor
@Suite struct TinyTerminalLayoutTests {
  /// The body of the smallest frame.
  let body = TerminalSize(
    columns: Frame.minimumSize.columns - 2, rows: Frame.minimumSize.rows - Frame.chromeRows)
  let error =
    "Could not load the films: the database is locked by another process, try again later"

  @Test func anErrorOnTheListLeavesTheCursorsRowInView() {
    var state = FilmList.DomainState(films: Film.samples)
    state.errorMessage = error
    let view = FilmList().reduce(state)
    for cursor in 0..<view.total {
      let lines = FilmListScreen.render(
        view, ui: FilmListUI(cursor: cursor), size: body, tick: 0
      ).body
      let shown = lines.prefix(body.rows).map(\.text)
      #expect(shown.contains { $0.hasPrefix("▸") }, "cursor \(cursor): \(shown)")
      #expect(lines.contains { $0.style == .error })
    }
  }

  @Test func anErrorOnTheWatchlistLeavesTheCursorsRowInView() {
    var state = WatchlistFeature.DomainState()
    state.entries = Film.samples.map(WatchlistEntry.init)
    state.isLoaded = true
    state.errorMessage = "Could not save your watchlist: the database is locked; try again later"
    let view = WatchlistFeature().reduce(state)
    for cursor in view.rows.indices {
      var ui = WatchlistUI()
      ui.cursor = cursor
      let lines = WatchlistScreen.render(view, ui: ui, size: body).body
      let shown = lines.prefix(body.rows).map(\.text)
      #expect(shown.contains { $0.hasPrefix("▸") }, "cursor \(cursor): \(shown)")
      #expect(lines.contains { $0.style == .error })
    }
  }

  @Test func aTallerTerminalStillShowsTheWholeError() {
    var state = FilmList.DomainState(films: Film.samples)
    state.errorMessage = error
    let lines = FilmListScreen.render(
      FilmList().reduce(state), ui: FilmListUI(), size: TerminalSize(columns: 22, rows: 12),
      tick: 0
    ).body
    #expect(lines.filter { $0.style == .error }.count == 3)
  }
}
