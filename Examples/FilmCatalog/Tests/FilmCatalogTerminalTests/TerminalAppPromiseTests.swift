import Clocks
import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import FlowlineTesting
import Foundation
import Testing

/// The terminal app keeps what it shows: keys act only on what is on screen, changes that can't
/// be undone are confirmed and reported, and the screen the user left comes back as it was.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct TerminalAppPromiseTests {
  let session = Session(email: "demo@example.com", token: "t")

  @Test func keysDoNothingWhileTheTerminalIsTooSmallToShowTheScreen() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("Paper Boats"))
    driver.terminal.size = TerminalSize(columns: 20, rows: 5)
    driver.type("dy")
    driver.press(.enter, .down, .enter)
    driver.type("/x")
    #expect(driver.terminal.app.flow.path == [.films])
    #expect(driver.terminal.app.filmList?.viewState.rows.count == 4)
    #expect(driver.screen.contains("The terminal is too"))
    driver.terminal.size = TerminalSize(columns: 72, rows: 16)
    #expect(driver.screen.contains("Search: "))
    #expect(!driver.screen.contains("Search: x"))
    driver.terminal.size = TerminalSize(columns: 20, rows: 5)
    driver.type("q")
    #expect(driver.terminal.isFinished)
  }

  @Test func theTooSmallNoticeFitsEverySize() {
    for columns in 0...30 {
      for rows in 0...9 {
        let size = TerminalSize(columns: columns, rows: rows)
        let frame = Frame.compose(
          title: "Film Catalog", titleRight: "", body: [], sheet: nil, hints: "", status: Line(),
          size: size)
        #expect(frame.count == rows)
        #expect(frame.allSatisfy { $0.text.columnWidth <= columns })
        guard Frame.isTooSmall(size), rows > 0, columns >= 9 else { continue }
        // Every word shown is whole: the notice is reworded, never cut mid-word.
        let text = frame.map(\.text).joined(separator: " ")
        #expect(!text.contains("…"), "\(columns)×\(rows): \(text)")
      }
    }
  }

  @Test func deletingAFilmAsksFirstAndSaysWhatHappened() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("Paper Boats"))
    driver.type("d")
    #expect(driver.status.contains("Delete “Laughing Gas” from the catalog? y/n"))
    driver.type("n")
    #expect(driver.status.contains("Cancelled: nothing was changed."))
    #expect(driver.terminal.app.filmList?.viewState.rows.count == 4)

    driver.type("d")
    driver.press(.escape)
    #expect(driver.terminal.app.filmList?.viewState.rows.count == 4)

    driver.type("dy")
    #expect(await driver.waitFor("Deleted “Laughing Gas”."))
    #expect(driver.terminal.app.filmList?.viewState.rows.count == 3)
    driver.press(.down)
    #expect(!driver.status.contains("Deleted"))
  }

  @Test func aDeletedFilmLeavesTheWatchlistAndAMissingOneCanBeLeft() async throws {
    let driver = Driver(session: session)
    driver.terminal.start(opening: URL(string: "filmcatalog://film/2"))
    #expect(await driver.waitFor("directed by Bo Diaz"))
    driver.type("w")
    #expect(await driver.waitFor("Watchlist: 1"))
    driver.press(.escape)
    #expect(await driver.waitFor("Paper Boats"))
    driver.type("dy")
    #expect(await driver.waitFor("Deleted “Laughing Gas”."))
    #expect(await driver.waitFor("Watchlist: 0"))
    #expect(try driver.watchlist.load()?.entries.isEmpty == true)

    // A link to the deleted film: final, no retry, and the first Esc goes back. The screen
    // cannot tell a deleted film from one that never was: its words are true for both.
    driver.type("ofilmcatalog://film/2\r")
    #expect(await driver.waitFor("There is no film 2 in the catalog."))
    #expect(!driver.screen.contains("retry"))
    driver.type("r")
    #expect(driver.screen.contains("There is no film 2 in the catalog."))
    driver.press(.escape)
    #expect(driver.terminal.app.flow.path == [.films])
  }

  @Test func aWatchlistEntryWhoseFilmIsGoneCanBeRemovedFromItsScreen() async throws {
    let persistence = InMemoryPersistence<Watchlist>(
      Watchlist(entries: [WatchlistEntry(id: 468, title: "Gone Film", year: 1990)]))
    let driver = Driver(session: session, watchlist: persistence)
    driver.terminal.start(opening: URL(string: "filmcatalog://film/468"))
    #expect(await driver.waitFor("This film is no longer in the catalog."))
    #expect(await driver.waitFor("Remove it from your watchlist"))
    driver.type("w")
    #expect(await driver.waitFor("Watchlist: 0"))
    #expect(try persistence.load()?.entries.isEmpty == true)
  }

  @Test func clearingTheWatchlistAsksFirst() async {
    let persistence = InMemoryPersistence<Watchlist>(
      Watchlist(entries: [WatchlistEntry(Film.samples[0]), WatchlistEntry(Film.samples[1])]))
    let driver = Driver(session: session, watchlist: persistence)
    driver.terminal.start(opening: URL(string: "filmcatalog://watchlist"))
    #expect(await driver.waitFor("Your watchlist · 2 films"))
    driver.type("C")
    #expect(driver.status.contains("Remove all 2 films from your watchlist? y/n"))
    driver.type("x")
    #expect(driver.screen.contains("Your watchlist · 2 films"))
    driver.type("d")
    #expect(await driver.waitFor("Your watchlist · 1 film"))
    #expect(await driver.waitFor("Removed “The Quiet Harbour” from your watchlist."))
    driver.type("Cy")
    #expect(await driver.waitFor("Your watchlist · 0 films"))
    #expect(await driver.waitFor("Cleared your watchlist."))
    driver.press(.escape)
    #expect(!driver.status.contains("Cleared"))
  }

  @Test func theStatusLineNeverShowsWhatWasTyped() async {
    let driver = Driver()
    driver.terminal.start()
    driver.press(.tab, .enter)
    #expect(driver.status.contains("Enter your email address and password."))
    driver.type("demo@example.com\t\r")
    #expect(driver.status.contains("Enter your password."))
    driver.type("flowline")
    #expect(!driver.status.contains("flowline"))
    driver.press(.enter)
    #expect(await driver.waitFor("Paper Boats"))
    for line in driver.terminal.frame() { #expect(!line.text.contains("flowline")) }
  }

  @Test func aPasteIsOneEditCutToTheLimitWithAMessage() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("Paper Boats"))
    driver.paste("/" + String(repeating: "ab", count: 1_000))
    #expect(driver.terminal.app.filmList?.viewState.query.count == FieldLimit.search)
    #expect(driver.status.contains("The search is limited to 100 characters."))
    #expect(driver.terminal.frame().allSatisfy { $0.text.columnWidth <= 72 })
  }

  @Test func aBracketedPasteNeverActsAsKeys() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("Paper Boats"))
    driver.paste("\u{1B}[200~dyq\u{1B}[201~")
    #expect(!driver.terminal.isFinished)
    #expect(driver.terminal.app.filmList?.viewState.rows.count == 4)
    driver.paste("/\u{1B}[200~paper\u{1B}[201~")
    #expect(driver.terminal.app.filmList?.viewState.query == "paper")
  }

  @Test func searchFoldsCaseAndAccentsBeyondASCII() async {
    let films = [
      Film(
        id: 1, title: "A Lantern in Valparaíso", year: 1962, genre: .drama, director: "Ana Ruiz",
        runtimeMinutes: 109, rating: 9.2, synopsis: ""),
      Film(
        id: 2, title: "Straße der Nacht", year: 1970, genre: .drama, director: "Ö. Åberg",
        runtimeMinutes: 90, rating: 7, synopsis: ""),
      Film(
        id: 3, title: "Plain Title", year: 1970, genre: .drama, director: "Bo",
        runtimeMinutes: 90, rating: 7, synopsis: ""),
    ]
    let driver = Driver(session: session, films: films)
    driver.terminal.start()
    #expect(await driver.waitFor("3 films"))
    for (query, title) in [
      ("VALPARAÍSO", "A Lantern in Valparaíso"), ("valparaiso", "A Lantern in Valparaíso"),
      ("STRASSE", "Straße der Nacht"), ("åberg", "Straße der Nacht"),
    ] {
      driver.type("/")
      driver.paste(query)
      await driver.clock.advance(by: FilmList.searchDelay)
      #expect(await driver.waitFor("· 1 film"), "\(query)")
      #expect(driver.terminal.app.filmList?.viewState.rows.map(\.title) == [title])
      driver.press(.control("u"))
      await driver.clock.advance(by: FilmList.searchDelay)
      #expect(await driver.waitFor("3 films"))
      driver.press(.enter)
    }
  }

  @Test func wideCharactersAreMeasuredInColumns() async {
    let films = [
      Film(
        id: 1, title: "🎬🎬 東京の夜 and a very long title that must be cut somewhere", year: 2001,
        genre: .drama, director: "山田 太郎", runtimeMinutes: 100, rating: 8, synopsis: "映画。"),
      Film(
        id: 2, title: "Cafe\u{301} 👨‍👩‍👧 Family", year: 2002, genre: .comedy, director: "Zoë",
        runtimeMinutes: 100, rating: 8, synopsis: ""),
    ]
    let driver = Driver(session: session, films: films)
    driver.terminal.start()
    #expect(await driver.waitFor("2 films"))
    driver.type("/🎬🎬🎬🎬🎬🎬🎬🎬")
    for columns in [24, 37, 58, 72, 91] {
      driver.terminal.size = TerminalSize(columns: columns, rows: 12)
      #expect(driver.terminal.frame().allSatisfy { $0.text.columnWidth <= columns })
    }
    driver.press(.enter)
    driver.press(.control("u"))
    driver.terminal.size = TerminalSize(columns: 41, rows: 12)
    driver.type("ofilmcatalog://film/1\r")
    #expect(await driver.waitFor("映画。"))
    #expect(driver.terminal.frame().allSatisfy { $0.text.columnWidth <= 41 })
  }

  @Test func theFilterSheetScrollsToTheHighlightedOptionOnAShortTerminal() async {
    let driver = Driver(session: session, size: TerminalSize(columns: 60, rows: 9))
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("f")
    #expect(await driver.waitFor("┌ Filter"))
    for _ in 0..<7 { driver.press(.down) }
    let highlighted = driver.terminal.frame().first { $0.text.contains("▸ ○") }?.text ?? ""
    #expect(highlighted.contains(Genre.allCases[5].title), "\(driver.screen)")
    driver.press(.enter)
    #expect(await driver.waitFor("\(Genre.allCases[5].title) ·"))
  }

  @Test func theNextLaunchKeepsTheSearchTheFilterAndTheTitlesInTheBreadcrumb() async {
    let first = Driver(session: session, size: TerminalSize(columns: 130, rows: 16))
    first.terminal.start()
    #expect(await first.waitFor("4 films"))
    first.type("/harbour")
    await first.clock.advance(by: FilmList.searchDelay)
    #expect(await first.waitFor("· 1 film"))
    first.press(.enter)
    first.type("f")
    first.press(.down, .down, .enter)  // All, Favourites, Drama
    #expect(await first.waitFor("Drama · 1 film"))
    first.press(.enter)
    #expect(await first.waitFor("directed by Ann Lee"))
    #expect(await first.waitFor("Orbit of Glass"))
    first.press(.down, .enter)  // the related Orbit of Glass
    #expect(await first.waitFor("Films › The Quiet Harbour › Orbit of Glass"))
    first.type("W")
    #expect(await first.waitFor("Your watchlist"))
    await first.terminal.app.waitForPendingWork(clock: first.clock)

    let second = Driver(
      session: session, navigation: first.navigation, size: TerminalSize(columns: 130, rows: 16))
    second.terminal.start()
    #expect(await second.waitFor("Films › The Quiet Harbour › Orbit of Glass › Watchlist"))
    #expect(!second.screen.contains("Film #"))
    second.press(.escape, .escape, .escape)
    #expect(await second.waitFor("Search: harbour"))
    #expect(await second.waitFor("Drama · 1 film"))
  }
}

extension TerminalAppPromiseTests {
  @Test func aFavouriteThenEscAtOnceShowsTheStarOnTheList() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("/orb")
    await driver.clock.advance(by: FilmList.searchDelay)
    #expect(await driver.waitFor("· 1 film"))  // the list has loaded Orbit of Glass, no star
    #expect(!driver.screen.contains("★"))
    driver.press(.enter, .enter)
    #expect(await driver.waitFor("directed by Ann Lee"))
    driver.type("f")
    driver.press(.escape)  // before the save ends: the detail screen is gone
    #expect(driver.terminal.app.flow.path == [.films])
    #expect(await driver.waitFor("★ Orbit of Glass"), "\(driver.screen)")
    #expect(driver.terminal.app.filmList?.viewState.savingFavourites.isEmpty == true)
  }

  @Test func aRowWhoseFavouriteIsSavingShowsASpinnerInPlaceOfTheStar() {
    var state = FilmList.DomainState(films: Film.samples)
    state.rows[2].isFavourite = true
    state.savingFavourites = [Film.samples[2].id]
    let view = FilmList().reduce(state)
    let content = FilmListScreen.render(
      view, ui: FilmListUI(), size: TerminalSize(columns: 72, rows: 12), tick: 0)
    let row = content.body.first { $0.text.contains(Film.samples[2].title) }?.text ?? ""
    #expect(row.hasPrefix("  \(Spinner.frame(0)) "), "\(row)")
    #expect(!row.contains("★"))
    #expect(content.isBusy)
  }
}
