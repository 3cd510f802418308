import FilmCatalogCore
import FilmCatalogData
import Flowline
import Foundation
import GRDB
import Testing

/// Two copies of the app on one database file, and a database another process has locked.
@MainActor
@Suite struct ConcurrentCopiesTests {
  let temporary = TemporaryDatabase()
  let ann = WatchlistEntry(id: 1, title: "One", year: 2001)
  let bob = WatchlistEntry(id: 2, title: "Two", year: 2002)

  func watchlist(_ database: AppDatabase) -> Shared<Watchlist> {
    Shared(Watchlist(), persistence: SQLiteWatchlistPersistence(database))
  }

  @Test func twoCopiesOnOneDatabaseConverge() async throws {
    defer { temporary.remove() }
    let mine = watchlist(try temporary.open())
    let theirs = watchlist(try temporary.open())

    try await mine.update { $0.add(ann) }
    try await theirs.update { $0.add(bob) }  // it never saw ann: it must not erase her
    try await mine.reload()
    try await theirs.reload()
    #expect(mine.value.entries.map(\.id) == [1, 2])
    #expect(theirs.value == mine.value)

    try await theirs.update { $0.remove(1) }
    try await mine.update { $0.add(WatchlistEntry(id: 3, title: "Three", year: 2003)) }
    try await mine.reload()
    try await theirs.reload()
    #expect(mine.value.entries.map(\.id) == [2, 3])
    #expect(theirs.value == mine.value)
  }

  @Test func theDatabaseUsesWriteAheadLoggingSoCopiesReadWhileOneWrites() throws {
    defer { temporary.remove() }
    let database = try temporary.open()
    let mode = try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
  }

  @Test func aWriteToALockedDatabaseFailsVisiblyAndKeepsNothing() async throws {
    defer { temporary.remove() }
    let shared = watchlist(try temporary.open(busyTimeout: 0.05))
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true  // this "other process" holds its lock
    let other = try DatabaseQueue(path: temporary.url.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }

    await #expect(throws: SharedPersistenceError.self) { try await shared.update { $0.add(ann) } }
    #expect(shared.value.entries.isEmpty)
    #expect(shared.persistenceError?.operation == .save)

    try other.inDatabase { db in try db.execute(sql: "COMMIT") }
    try await shared.update { $0.add(ann) }
    #expect(shared.persistenceError == nil)
    #expect(watchlist(try temporary.open()).value.entries == [ann])
  }

  @Test func aWriteWaitingForALockHeldElsewhereLeavesTheMainActorFreeAndShowsItPending()
    async throws
  {
    defer { temporary.remove() }
    let shared = watchlist(try temporary.open(busyTimeout: 60))
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true  // this "other process" holds its lock
    let other = try DatabaseQueue(path: temporary.url.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }

    let saving = Task { try await shared.update { $0.add(ann) } }
    // Runs on the main actor while the save waits for the lock: a save on the main actor would
    // have held it until the save ended, and this would see it over.
    for _ in 0..<10_000 where !shared.isSaving { await Task.yield() }
    #expect(shared.isSaving)
    #expect(shared.value.entries.isEmpty)  // pending: not shown as kept

    try other.inDatabase { db in try db.execute(sql: "COMMIT") }
    try await saving.value
    #expect(!shared.isSaving)
    #expect(shared.value.entries == [ann])
    #expect(watchlist(try temporary.open()).value.entries == [ann])
  }

  @Test func aWriteToAReadOnlyDatabaseFailsVisiblyAndKeepsNothing() async throws {
    defer { temporary.remove() }
    _ = try temporary.open()  // created and migrated
    var configuration = Configuration()
    configuration.readonly = true
    let readOnly = try AppDatabase(
      DatabasePool(path: temporary.url.path, configuration: configuration))
    let shared = watchlist(readOnly)
    await #expect(throws: SharedPersistenceError.self) { try await shared.update { $0.add(ann) } }
    #expect(shared.value.entries.isEmpty)
    // In the user's words, not SQLite's.
    #expect(shared.persistenceError?.message.contains("read-only") == true)
  }
}
