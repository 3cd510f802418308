import FilmCatalogCore
import FilmCatalogData
import Foundation
import GRDB
import Testing

@Suite struct MigrationTests {
  @Test func aNewDatabaseIsCreatedMigratedAndSeeded() throws {
    let temporary = TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open()
    #expect(FileManager.default.fileExists(atPath: temporary.url.path))
    let (count, email, applied) = try database.writer.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM film"),
        try String.fetchOne(db, sql: "SELECT email FROM account"),
        try AppDatabase.migrator.appliedMigrations(db)
      )
    }
    #expect(count == CatalogSeed.filmCount)
    #expect(email == CatalogSeed.demoEmail)
    #expect(
      applied == [
        "v1 catalog", "v2 accounts", "v3 watchlist and navigation", "v4 analytics", "v5 search",
        "v6 watchlist follows the catalog", "v7 password hashes",
      ])
  }

  @Test func passwordsAreKeptAsSaltedSlowHashesNeverInClear() async throws {
    let temporary = TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open()
    let stored = try await database.writer.read { db in
      try String.fetchAll(db, sql: "SELECT passwordHash FROM account")
    }
    #expect(stored.count == 1)
    #expect(stored.first?.hasPrefix("scrypt$16384$8$1$") == true)
    #expect(PasswordHash.verify(CatalogSeed.demoPassword, against: stored[0]))
    #expect(!PasswordHash.verify(CatalogSeed.demoPassword + "x", against: stored[0]))
    // Two hashes of one password differ (a fresh salt each), and neither holds it.
    let again = try PasswordHash.make(CatalogSeed.demoPassword)
    #expect(again != stored[0])
    #expect(PasswordHash.verify(CatalogSeed.demoPassword, against: again))
    try await database.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    let bytes = try Data(contentsOf: temporary.url)
    #expect(bytes.range(of: Data(CatalogSeed.demoPassword.utf8)) == nil)
  }

  @Test func aDamagedOrClearStoredPasswordNeverMatches() throws {
    for stored in [
      "", "flowline", "scrypt$16384$8$1$", "scrypt$3$8$1$AAAA$AAAA", "scrypt$16384$8$1$!!$AAAA",
      "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$",
    ] {
      #expect(!PasswordHash.verify("flowline", against: stored), "\(stored)")
    }
  }

  @Test func reopeningKeepsChangesAndNeverSeedsTwice() async throws {
    let temporary = TemporaryDatabase()
    defer { temporary.remove() }
    try await SQLiteFilmRepository(temporary.open()).deleteFilm(id: 42)
    let reopened = try temporary.open()
    let count = try await reopened.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM film")
    }
    #expect(count == CatalogSeed.filmCount - 1)
  }

  @Test func aDatabaseFromAnOlderBuildIsMigratedWithItsDataKept() throws {
    let queue = try DatabaseQueue()
    let old = try AppDatabase(queue, upTo: "v1 catalog")
    let hadWatchlist = try old.writer.write { db in
      try db.execute(sql: "UPDATE film SET isFavourite = 1 WHERE id = 7")
      return try db.tableExists("watchlistEntry")
    }
    #expect(!hadWatchlist)
    let current = try AppDatabase(queue)
    let (hasWatchlist, favourite) = try current.writer.read { db in
      (
        try db.tableExists("watchlistEntry"),
        try Bool.fetchOne(db, sql: "SELECT isFavourite FROM film WHERE id = 7")
      )
    }
    #expect(hasWatchlist)
    #expect(favourite == true)
  }

  @Test func theSeedIsDeterministicWithUniqueTitles() {
    let films = CatalogSeed.films()
    #expect(films == CatalogSeed.films())
    #expect(films.map(\.id) == Array(1...CatalogSeed.filmCount))
    #expect(Set(films.map(\.title)).count == films.count)
    #expect(films.allSatisfy { (1950...2024).contains($0.year) && (4...9.5).contains($0.rating) })
    #expect(Set(films.map(\.genre)).count == Genre.allCases.count)
  }
}

@Suite struct DataDirectoryTests {
  let home = URL(fileURLWithPath: "/home/ann")

  @Test func xdgDataHomeWinsWhenSet() {
    #if !canImport(Darwin)
      let url = DataDirectory.defaultDatabaseURL(
        environment: ["XDG_DATA_HOME": "/data"], home: home)
      #expect(url.path == "/data/film-catalog/catalog.sqlite")
    #endif
  }

  @Test func theHomeVariableWinsOverTheAccountsHome() {
    #if !canImport(Darwin)
      let url = DataDirectory.defaultDatabaseURL(environment: ["HOME": "/tmp/someone"], home: home)
      #expect(url.path == "/tmp/someone/.local/share/film-catalog/catalog.sqlite")
    #endif
  }

  @Test func otherwiseTheHomeDirectorysLocalShare() {
    #if !canImport(Darwin)
      for environment in [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/path"]] {
        let url = DataDirectory.defaultDatabaseURL(environment: environment, home: home)
        #expect(url.path == "/home/ann/.local/share/film-catalog/catalog.sqlite")
      }
    #endif
  }
}
