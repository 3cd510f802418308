import FilmCatalogCore
import FilmCatalogData
import Flowline
import FlowlineTesting
import Foundation
import GRDB
import Testing

@MainActor
@Suite(.serialEffects) struct PersistenceTests {
  @Test func theWatchlistIsSavedInOrderAndReadBack() throws {
    let database = try AppDatabase.inMemory()
    let persistence = SQLiteWatchlistPersistence(database)
    #expect(try persistence.load() == Watchlist())
    let list = Watchlist(entries: [
      WatchlistEntry(id: 9, title: "Nine", year: 1999),
      WatchlistEntry(id: 2, title: "Two", year: 2002),
    ])
    try persistence.save(list)
    #expect(try persistence.load() == list)
    try persistence.save(Watchlist(entries: [WatchlistEntry(id: 2, title: "Two", year: 2002)]))
    #expect(try persistence.load()?.entries.map(\.id) == [2])
  }

  @Test func aSharedWatchlistSurvivesReopeningTheFile() async throws {
    let temporary = TemporaryDatabase()
    defer { temporary.remove() }
    let shared = Shared(Watchlist(), persistence: SQLiteWatchlistPersistence(try temporary.open()))
    try await shared.update { $0.add(WatchlistEntry(id: 42, title: "Forty-two", year: 1984)) }
    #expect(shared.persistenceError == nil)
    let reopened = Shared(
      Watchlist(), persistence: SQLiteWatchlistPersistence(try temporary.open()))
    #expect(reopened.value.entries.map(\.id) == [42])
  }

  @Test func navigationBytesAreSavedAndUnreadableOnesKept() async throws {
    let store = SQLiteNavigationStore(try AppDatabase.inMemory())
    #expect(store.load() == nil)
    try await store.save(Data("one".utf8))
    try await store.save(Data("two".utf8))
    #expect(store.load() == Data("two".utf8))
    store.keepUnreadable(Data([0xFF]), reason: "corrupt")
    #expect(try store.unreadable().map(\.data) == [Data([0xFF])])
    #expect(try store.unreadable().map(\.reason) == ["corrupt"])
    #expect(store.lastError == nil)
  }

  @Test func theLiveAppRestoresItsScreensAndWatchlistFromTheDatabase() async throws {
    let temporary = TemporaryDatabase()
    defer { temporary.remove() }
    let first = AppFlow.live(database: try temporary.open())
    first.start()
    #expect(first.flow.path.isEmpty)
    first.login.send(.emailChanged(CatalogSeed.demoEmail))
    first.login.send(.passwordChanged(Sensitive(CatalogSeed.demoPassword)))
    await first.login.send(.submitTapped).finish()
    #expect(first.flow.path == [.films])
    first.filmList?.send(.filmTapped(42))
    try await first.watchlist.update {
      $0.add(WatchlistEntry(id: 42, title: "Forty-two", year: 1984))
    }
    #expect(first.flow.path == [.films, .film(id: 42)])
    await first.waitForPendingWork()

    let second = AppFlow.live(database: try temporary.open())
    second.start()
    #expect(second.session?.email == CatalogSeed.demoEmail)
    #expect(second.flow.path == [.films, .film(id: 42)])
    #expect(second.watchlist.value.entries.map(\.id) == [42])
    #expect(try SQLiteAnalytics(temporary.open()).events() == ["login_succeeded"])
  }

  @Test func corruptNavigationInTheDatabaseFallsBackAndIsKept() async throws {
    let temporary = TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open()
    try await SQLiteSessionStore(database).save(Session(email: "a@b.c", token: "t"))
    try await SQLiteNavigationStore(database).save(Data("garbage".utf8))

    let app = AppFlow.live(database: try temporary.open())
    app.start()
    #expect(app.flow.path == [.films])
    #expect(app.activity.notice != nil)
    let kept = try SQLiteNavigationStore(database).unreadable()
    #expect(kept.map(\.data) == [Data("garbage".utf8)])
    #expect(kept.first?.reason.contains("unreadable") == true)
  }
}
