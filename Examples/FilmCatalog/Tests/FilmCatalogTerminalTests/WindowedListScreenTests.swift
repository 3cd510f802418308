import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import Testing

/// The terminal list over a window: the cursor moves over the whole result, rows outside the
/// loaded window show as loading, and every move tells the list where it is.
@Suite struct WindowedListScreenTests {
  static let films = (1...1_000).map { id in
    Film(
      id: id, title: "Film \(id)", year: 2000, genre: .drama, director: "Ann Lee",
      runtimeMinutes: 90, rating: 7, synopsis: "")
  }

  func view(_ window: Range<Int>) -> FilmList.ViewState {
    FilmList(
      repository: InMemoryFilmRepository(films: []), clock: ContinuousClock(),
      pendingWork: .init()
    ).reduce(.init(films: .loaded(FilmPage(all: Self.films, window: window))))
  }

  @MainActor @Test func theCursorCrossesTheWholeResultAndRowsOutsideTheWindowAreLoading() {
    let state = view(100..<300)
    var ui = FilmListUI(cursor: 0)
    #expect(FilmListScreen.handle(.end, state, ui: &ui) == .event(.scrolled(to: 999)))
    #expect(ui.cursor == 999)
    let size = TerminalSize(columns: 80, rows: 12)
    let far = FilmListScreen.render(state, ui: ui, size: size, tick: 0).body.map(\.text)
    #expect(far.last == "▸   …")  // not loaded yet: the list loads its window
    ui.cursor = 150
    let near = FilmListScreen.render(state, ui: ui, size: size, tick: 0).body.map(\.text)
    #expect(near.contains { $0.hasPrefix("▸   Film 151") })
    // Enter on a position the window does not hold does nothing until it loads.
    ui.cursor = 999
    #expect(FilmListScreen.handle(.enter, state, ui: &ui) == .handled)
  }

  @MainActor @Test func aRestoredListsCursorStartsAtItsPosition() {
    let ui = FilmListUI(cursor: 640)
    #expect(ui.cursor == 640)
    var moved = ui
    let window = view(540..<740)
    // Inside the window: the terminal's own move, no action.
    #expect(FilmListScreen.handle(.up, window, ui: &moved) == .handled)
    #expect(moved.cursor == 639)
    // Within the margin of its start: the list is told, and loads the window before it.
    moved.cursor = 590
    #expect(FilmListScreen.handle(.up, window, ui: &moved) == .event(.scrolled(to: 589)))
  }
}
