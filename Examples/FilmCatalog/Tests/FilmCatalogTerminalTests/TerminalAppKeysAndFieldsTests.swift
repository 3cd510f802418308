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
