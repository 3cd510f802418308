import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import FlowlineTesting
import Foundation
import Testing

/// The keys the README promises on every screen, the fields that keep their cursor in view, and
/// the messages that must reach the status line.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct TerminalAppKeysAndFieldsTests {
  let session = Session(email: "demo@example.com", token: "t")

  @Test func qQuitsFromTheFilterSheetAsFromEveryScreen() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("f")
    #expect(await driver.waitFor("┌ Filter"))
    driver.type("q")
    #expect(driver.terminal.isFinished)
  }

  @Test func oOpensALinkFromTheFilterSheet() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("f")
    #expect(await driver.waitFor("┌ Filter"))
    driver.type("o")
    #expect(driver.status.contains("Open link: ▏"))
    driver.type("filmcatalog://film/2\r")
    #expect(await driver.waitFor("directed by Bo Diaz"))
    #expect(driver.terminal.app.flow.path == [.films, .film(id: 2)])
    #expect(driver.terminal.app.flow.destination == nil)
  }

  @Test func qAndOAreLettersOnTheLoginForm() {
    let driver = Driver()
    driver.terminal.start()
    driver.type("qo")
    #expect(!driver.terminal.isFinished)
    #expect(!driver.status.contains("Open link"))
    #expect(driver.terminal.app.login.viewState.email == "qo")
  }
}

extension TerminalAppKeysAndFieldsTests {
  @Test func theListBehindARestoredFilterSheetLoads() async {
    let size = TerminalSize(columns: 72, rows: 40)
    let first = Driver(session: session, size: size)
    first.terminal.start()
    #expect(await first.waitFor("4 films"))
    first.type("f")
    #expect(await first.waitFor("┌ Filter"))
    await first.terminal.app.waitForPendingWork(clock: first.clock)  // the navigation's save

    let second = Driver(session: session, navigation: first.navigation, size: size)
    second.terminal.start()
    #expect(second.terminal.app.flow.destination == .filters)
    #expect(await second.waitFor("4 films"))
    #expect(await second.waitFor("Paper Boats"))
    #expect(second.screen.contains("┌ Filter"))
    second.press(.escape)
    #expect(second.screen.contains("Paper Boats"))
    #expect(!second.screen.contains("┌ Filter"))
  }
}

extension TerminalAppKeysAndFieldsTests {
  /// The line of the frame that shows a field's cursor, if any does.
  func cursorLine(_ driver: Driver) -> String? {
    driver.terminal.frame().map(\.text).first { $0.contains("▏") }
  }

  @Test func aSearchLongerThanItsFieldKeepsItsEndAndCursorInView() async {
    let driver = Driver(session: session, size: TerminalSize(columns: 40, rows: 12))
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("/" + String(repeating: "a", count: 60) + "xyz")
    let line = cursorLine(driver)
    #expect(line?.contains("xyz▏") == true, "\(driver.screen)")
    #expect(driver.terminal.frame().allSatisfy { $0.text.columnWidth <= 40 })
  }

  @Test func aLoginFieldLongerThanTheScreenKeepsItsEndAndCursorInView() {
    let driver = Driver(size: TerminalSize(columns: 30, rows: 16))
    driver.terminal.start()
    driver.type("a.very.long.name.indeed@example.com")
    #expect(cursorLine(driver)?.contains("example.com▏") == true, "\(driver.screen)")
    driver.press(.tab)
    driver.type(String(repeating: "p", count: 40))
    #expect(cursorLine(driver)?.contains("••••▏") == true, "\(driver.screen)")
    #expect(driver.terminal.frame().allSatisfy { $0.text.columnWidth <= 30 })
  }

  @Test func aLinkLongerThanTheStatusLineKeepsItsEndAndCursorInView() async {
    let driver = Driver(session: session, size: TerminalSize(columns: 40, rows: 12))
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("ofilmcatalog://film/" + String(repeating: "1", count: 40) + "42")
    #expect(driver.status.hasPrefix(" Open link: …"), "\(driver.status)")
    #expect(driver.status.hasSuffix("142▏"), "\(driver.status)")
    #expect(driver.status.columnWidth <= 40)
  }
}

extension TerminalAppKeysAndFieldsTests {
  @Test func aLinkPasteCutToTheLimitSaysSo() async {
    let driver = Driver(session: session)
    driver.terminal.start()
    #expect(await driver.waitFor("4 films"))
    driver.type("o")
    driver.paste("filmcatalog://film/" + String(repeating: "1", count: 3_000))
    #expect(driver.screen.contains("A link is limited to 2048 characters."), "\(driver.screen)")
    #expect(driver.status.contains("Open link: "))
    driver.press(.backspace)
    #expect(!driver.screen.contains("limited to"))
  }

  @Test func aLoginPasteCutToTheLimitSaysSo() {
    let driver = Driver()
    driver.terminal.start()
    driver.paste(String(repeating: "a", count: 300))
    #expect(driver.status.contains("The email address is limited to 254 characters."))
    #expect(driver.terminal.app.login.viewState.email.count == FieldLimit.login)
  }
}

extension TerminalAppKeysAndFieldsTests {
  @Test func enterOpensNoRelatedFilmCutOffByAShortTerminal() async {
    let driver = Driver(session: session, size: Frame.minimumSize)
    driver.terminal.start(opening: URL(string: "filmcatalog://film/3"))
    let detail = driver.terminal.app.flow.screen(for: .film(id: 3)) as? Store<FilmDetail>
    for _ in 0..<2_000 where detail?.viewState.related.isEmpty != false {
      await Task.yield()
    }
    #expect(detail?.viewState.related.isEmpty == false)  // loaded, but cut off
    driver.press(.enter)
    #expect(driver.terminal.app.flow.path == [.films, .film(id: 3)])
    #expect(driver.status.contains("Make the terminal"), "\(driver.screen)")

    driver.terminal.size = TerminalSize(columns: 72, rows: 40)
    #expect(await driver.waitFor("▸ "))  // the related films, now on screen
    driver.press(.enter)
    #expect(driver.terminal.app.flow.path.count == 3)
  }
}
