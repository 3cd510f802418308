import FilmCatalogCore
import FilmCatalogData
import Flowline
import Foundation
import GRDB
import Testing

@Suite struct RepositoryTests {
  let database: AppDatabase
  let repository: SQLiteFilmRepository
  let seed = CatalogSeed.films()

  init() throws {
    database = try AppDatabase.inMemory()
    repository = SQLiteFilmRepository(database)
  }

  @Test func allFilmsComeSortedByTitle() async throws {
    let films = try await repository.films(matching: FilmQuery())
    #expect(films.count == CatalogSeed.filmCount)
    #expect(films.map(\.title) == seed.map(\.title).sorted())
  }

  @Test func searchMatchesTitlesAndDirectorsIgnoringCase() async throws {
    let film = seed[41]
    let byTitle = try await repository.films(matching: FilmQuery(text: film.title.uppercased()))
    #expect(byTitle.contains(film))
    let director = try await repository.films(matching: FilmQuery(text: " \(film.director) "))
    #expect(director.allSatisfy { $0.director == film.director })
    #expect(director.contains(film))
    // The same answers as the in-memory repository's, which previews use.
    let memory = InMemoryFilmRepository(films: seed)
    for text in ["the", "OF", "lee", "zz"] {
      #expect(
        try await repository.films(matching: FilmQuery(text: text))
          == (try await memory.films(matching: FilmQuery(text: text))))
    }
  }

  @Test func searchFoldsCaseAndAccentsBeyondASCIILikeTheInMemoryRepository() async throws {
    let accented = try await repository.films(matching: FilmQuery(text: "Valparaíso"))
    #expect(!accented.isEmpty)
    #expect(accented.allSatisfy { $0.title.contains("Valparaíso") })
    let memory = InMemoryFilmRepository(films: seed)
    for text in ["VALPARAÍSO", "valparaiso", "VALPARAISO", "vAlPaRaÍsO"] {
      #expect(try await repository.films(matching: FilmQuery(text: text)) == accented, "\(text)")
      #expect(try await memory.films(matching: FilmQuery(text: text)) == accented, "\(text)")
    }
  }

  @Test func aDatabaseFailureReachesTheUserAsASentenceNotSQLitesText() async throws {
    try await database.writer.write { db in try db.execute(sql: "DROP TABLE film") }
    do {
      _ = try await repository.films(matching: FilmQuery())
      Issue.record("the query should fail without its table")
    } catch let error as RepositoryError {
      #expect(error.message.hasPrefix("The catalog's database failed"))
      #expect(!error.message.contains("no such table"))
    }
  }

  @Test func wildcardsInTheSearchTextMatchThemselves() async throws {
    #expect(try await repository.films(matching: FilmQuery(text: "%")).isEmpty)
    #expect(try await repository.films(matching: FilmQuery(text: "_")).isEmpty)
  }

  @Test func filtersByGenreAndFavourites() async throws {
    let comedies = try await repository.films(matching: FilmQuery(filter: .genre(.comedy)))
    #expect(comedies.count == seed.filter { $0.genre == .comedy }.count)
    #expect(try await repository.films(matching: FilmQuery(filter: .favourites)).isEmpty)
    try await repository.setFavourite(true, filmID: 5)
    let favourites = try await repository.films(matching: FilmQuery(filter: .favourites))
    #expect(favourites.map(\.id) == [5])
    #expect(try await repository.film(id: 5)?.isFavourite == true)
  }

  @Test func relatedFilmsShareADirectorOrAGenreBestFirst() async throws {
    let film = seed[0]
    let related = try await repository.relatedFilms(to: film.id, limit: 5)
    #expect(related.count == 5)
    #expect(!related.contains { $0.id == film.id })
    #expect(related.allSatisfy { $0.director == film.director || $0.genre == film.genre })
    #expect(try await repository.relatedFilms(to: 9_999, limit: 5).isEmpty)
  }

  @Test func deletingRemovesTheFilmAndUnknownIdsThrow() async throws {
    try await repository.deleteFilm(id: 3)
    #expect(try await repository.film(id: 3) == nil)
    await #expect(throws: RepositoryError("There is no film with id 3.")) {
      try await repository.deleteFilm(id: 3)
    }
    await #expect(throws: RepositoryError.self) {
      try await repository.setFavourite(true, filmID: 3)
    }
  }

  @Test func aFlakyRepositoryThatFailsNeverTouchesTheDatabase() async throws {
    let flaky = FlakyFilmRepository(base: repository, failRate: 1)
    await #expect(throws: RepositoryError.self) { try await flaky.deleteFilm(id: 1) }
    await #expect(throws: RepositoryError.self) { try await flaky.setFavourite(true, filmID: 1) }
    #expect(try await repository.film(id: 1) == seed[0])

    let reliable = FlakyFilmRepository(base: repository, failRate: 0)
    try await reliable.deleteFilm(id: 1)
    #expect(try await repository.film(id: 1) == nil)

    let half = FlakyFilmRepository(base: repository, failRate: 0.5, random: { 0.49 })
    await #expect(throws: RepositoryError("simulated failure (fail rate 50%)")) {
      try await half.film(id: 2)
    }
  }
}

@Suite struct AccountTests {
  let database: AppDatabase

  init() throws {
    database = try AppDatabase.inMemory()
  }

  @Test func theDemoAccountLogsInWithAnyCaseOfItsEmail() async throws {
    let authenticator = SQLiteAuthenticator(database)
    let session = try await authenticator.logIn(
      Credentials(email: "Demo@Example.com", password: Sensitive(CatalogSeed.demoPassword)))
    #expect(session.email == CatalogSeed.demoEmail)
    #expect(!session.token.isEmpty)
  }

  @Test func wrongCredentialsAreRefused() async {
    let authenticator = SQLiteAuthenticator(database)
    for credentials in [
      Credentials(email: CatalogSeed.demoEmail, password: "nope"),
      Credentials(email: "nobody@example.com", password: Sensitive(CatalogSeed.demoPassword)),
    ] {
      await #expect(throws: LoginError.invalidCredentials) {
        try await authenticator.logIn(credentials)
      }
    }
  }

  @Test func theSessionIsSavedReadAndCleared() async throws {
    let store = SQLiteSessionStore(database)
    #expect(try store.currentSession() == nil)
    try await store.save(Session(email: "a@b.c", token: "1"))
    try await store.save(Session(email: "a@b.c", token: "2"))
    #expect(try store.currentSession() == Session(email: "a@b.c", token: "2"))
    try await store.clear()
    #expect(try store.currentSession() == nil)
  }

  @Test func analyticsEventsAreAppended() async throws {
    let analytics = SQLiteAnalytics(database)
    await analytics.track("login_failed")
    await analytics.track("login_succeeded")
    #expect(try analytics.events() == ["login_failed", "login_succeeded"])
  }
}

/// A large catalog: the repository answers with a window and a count, and its search index
/// follows every insert and delete.
@Suite struct LargeCatalogTests {
  @Test func aWindowHoldsThePositionsAskedForAndTheWholeCount() async throws {
    let database = try AppDatabase.inMemory()
    let added = try database.addGeneratedFilms(2_000)
    #expect(added.count == 2_000)
    let repository = SQLiteFilmRepository(database)
    let all = try await repository.films(matching: FilmQuery())
    #expect(all.count == CatalogSeed.filmCount + 2_000)
    let page = try await repository.films(matching: FilmQuery(), in: 100..<160)
    #expect(page.total == all.count)
    #expect(page.offset == 100)
    #expect(page.films == Array(all[100..<160]))
    #expect(page[position: 130] == all[130])
    #expect(page[position: 160] == nil)
    let past = try await repository.films(matching: FilmQuery(), in: all.count + 5..<all.count + 9)
    #expect(past.films.isEmpty && past.offset == all.count && past.total == all.count)
  }

  @Test func theSearchIndexMatchesTheFoldedSubstringAndFollowsWrites() async throws {
    let database = try AppDatabase.inMemory()
    let ids = try database.addGeneratedFilms(500)
    let repository = SQLiteFilmRepository(database)
    let memory = InMemoryFilmRepository(
      films: try await repository.films(matching: FilmQuery()))
    for text in ["oslo 1", "OSLO", "zenith of", "of", "o", "\"", "l\"a", "ÉTÉ", "  "] {
      #expect(
        try await repository.films(matching: FilmQuery(text: text))
          == (try await memory.films(matching: FilmQuery(text: text))), "\(text)")
    }
    let film = try #require(try await repository.film(id: ids.lowerBound))
    let needle = String(film.title.suffix(4))  // its identifier: unique
    #expect(try await repository.films(matching: FilmQuery(text: needle)).map(\.id) == [film.id])
    try await repository.deleteFilm(id: film.id)
    #expect(try await repository.films(matching: FilmQuery(text: needle)).isEmpty)
  }

  @Test func generatedFilmsAreDeterministicAndFollowTheLastIdentifier() {
    let films = CatalogSeed.generatedFilms(3, after: 99_525)
    #expect(films.map(\.id) == [99_526, 99_527, 99_528])
    #expect(films == CatalogSeed.generatedFilms(3, after: 99_525))
    #expect(films.allSatisfy { $0.title.hasPrefix("The ") && $0.title.hasSuffix(" \($0.id)") })
  }
}

/// Secrets at rest: the database holds the account and its session token.
@Suite struct DatabaseFileTests {
  @Test func aNewDatabaseAndItsDirectoryAreReadableByTheirOwnerOnly() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("film-catalog-perm-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let url = base.appendingPathComponent("data").appendingPathComponent("catalog.sqlite")
    let database = try AppDatabase(url: url)
    try database.writer.write { db in try db.execute(sql: "UPDATE film SET rating = rating") }
    func permissions(_ path: String) throws -> Int {
      (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }
    #expect(try permissions(url.deletingLastPathComponent().path) == 0o700)
    #expect(try permissions(url.path) == 0o600)
    #expect(try permissions(url.path + "-wal") == 0o600)
  }

  @Test func aCheckpointLeavesTheMainFileComplete() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("film-catalog-ckpt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let url = base.appendingPathComponent("catalog.sqlite")
    let database = try AppDatabase(url: url)
    try database.writer.write { db in
      try db.execute(sql: "UPDATE film SET isFavourite = 1 WHERE id = 5")
    }
    database.checkpoint()
    let wal =
      (try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int) ?? 0
    #expect(wal == 0)
  }
}

/// A watchlist entry cannot outlive its film, whichever copy of the app deletes it.
@Suite struct WatchlistForeignKeyTests {
  @Test func deletingAFilmTakesItsWatchlistEntryAndAnEntryForAGoneFilmIsRefused() async throws {
    let database = try AppDatabase.inMemory()
    let persistence = SQLiteWatchlistPersistence(database)
    let film = try #require(try await SQLiteFilmRepository(database).film(id: 7))
    try await persistence.save(Watchlist(entries: [WatchlistEntry(film)]), replacing: Watchlist())
    try await SQLiteFilmRepository(database).deleteFilm(id: 7)
    #expect(try persistence.load()?.entries.isEmpty != false)
    let refused = await #expect(throws: RepositoryError.self) {
      try await persistence.save(Watchlist(entries: [WatchlistEntry(film)]), replacing: Watchlist())
    }
    // In the user's words, not SQLite's.
    #expect(refused?.message == "That film is no longer in the catalog: another window deleted it.")
  }
}
