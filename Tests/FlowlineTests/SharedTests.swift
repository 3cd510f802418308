import Flowline
import FlowlineTesting
import Foundation
import Observation
import Synchronization
import Testing

/// The seed-004 watchlist, as a value.
struct Watchlist: Equatable, Codable, Sendable {
  var filmIDs: [Int] = []

  mutating func add(_ id: Int) {
    if !filmIDs.contains(id) { filmIDs.append(id) }
  }

  mutating func remove(_ id: Int) { filmIDs.removeAll { $0 == id } }
}

/// A film's detail screen: reads and changes the shared watchlist through its own actions.
struct FilmDetail: Feature {
  enum DomainAction: Equatable, Sendable {
    case onAppear, onDisappear, toggleTapped
    case watchlistChanged(Watchlist)
    case saveFailed(String)
  }
  struct DomainState: Equatable, Sendable {
    var filmID: Int
    var isInWatchlist = false
    var errorMessage: String?
  }
  enum CancelID: Hashable, Sendable { case watchlist }

  let watchlist: Shared<Watchlist>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .onAppear:
      return .run { [watchlist] send in
        for await value in await watchlist.values() { await send(.watchlistChanged(value)) }
      }.cancellable(id: CancelID.watchlist)
    case .onDisappear:
      return .cancel(id: CancelID.watchlist)
    case .toggleTapped:
      let id = state.filmID
      let add = !state.isInWatchlist
      return .run { [watchlist] _ in
        try await watchlist.update { add ? $0.add(id) : $0.remove(id) }
      } catch: { error, send in
        await send(.saveFailed(String(describing: error)))
      }
    case .watchlistChanged(let list):
      state.isInWatchlist = list.filmIDs.contains(state.filmID)
      return .none
    case .saveFailed(let message):
      state.errorMessage = message
      return .none
    }
  }
}

/// The watchlist screen: shows the shared list.
struct WatchlistScreen: Feature {
  enum DomainAction: Equatable, Sendable {
    case onAppear
    case changed(Watchlist)
  }
  struct DomainState: Equatable, Sendable { var ids: [Int] = [] }

  let watchlist: Shared<Watchlist>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .onAppear:
      return .run { [watchlist] send in
        for await value in await watchlist.values() { await send(.changed(value)) }
      }
    case .changed(let list):
      state.ids = list.filmIDs
      return .none
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct SharedTests {
  @Test func twoFeaturesSeeTheSameSharedValue() async {
    let watchlist = Shared(Watchlist())
    let detail = Store(initialState: .init(filmID: 7), feature: FilmDetail(watchlist: watchlist))
    let screen = Store(initialState: .init(), feature: WatchlistScreen(watchlist: watchlist))
    let following = [detail.send(.onAppear), screen.send(.onAppear)]

    await detail.send(.toggleTapped).finish()
    await waitUntil { screen.ids == [7] && detail.isInWatchlist }
    #expect(screen.ids == [7])
    #expect(detail.isInWatchlist)

    await detail.send(.toggleTapped).finish()
    await waitUntil { screen.ids.isEmpty && !detail.isInWatchlist }
    #expect(screen.ids.isEmpty)
    #expect(!detail.isInWatchlist)
    for task in following { task.cancel() }
  }

  @Test func aFeatureTestedWithTheHarnessFollowsTheSharedValue() async {
    let watchlist = Shared(Watchlist(filmIDs: [1]))
    let harness = FeatureHarness(
      initialState: .init(filmID: 1), feature: FilmDetail(watchlist: watchlist))
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(Watchlist(filmIDs: [1]))) { $0.isInWatchlist = true }
    await harness.send(.toggleTapped)
    await harness.receive(.watchlistChanged(Watchlist())) { $0.isInWatchlist = false }
    #expect(watchlist.value == Watchlist())
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func theValueIsSavedAndLoadedAgain() async throws {
    let persistence = InMemoryPersistence<Watchlist>()
    let first = Shared(Watchlist(), persistence: persistence)
    try await first.update { $0.add(3) }
    let relaunched = Shared(Watchlist(), persistence: persistence)
    #expect(relaunched.value.filmIDs == [3])
    #expect(relaunched.persistenceError == nil)
  }

  @Test func aJSONFileSurvivesARelaunchAndAnUnreadableOneIsKeptAside() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowline-shared-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("watchlist.json")
    let persistence = JSONFilePersistence<Watchlist>(url: url)

    try await Shared(Watchlist(), persistence: persistence).update { $0.add(5) }
    #expect(Shared(Watchlist(), persistence: persistence).value.filmIDs == [5])

    try Data("not json".utf8).write(to: url)
    let recovered = Shared(Watchlist(filmIDs: [0]), persistence: persistence)
    #expect(recovered.value.filmIDs == [0])
    #expect(recovered.persistenceError?.operation == .load)
    let aside = url.appendingPathExtension("unreadable-1")
    #expect(try Data(contentsOf: aside) == Data("not json".utf8))

    try await recovered.update { $0.add(6) }
    #expect(Shared(Watchlist(), persistence: persistence).value.filmIDs == [0, 6])
    #expect(try Data(contentsOf: aside) == Data("not json".utf8))
  }

  @Test func aFailedSaveIsNotKeptAndIsThrown() async {
    let shared = Shared(Watchlist(), persistence: FailingPersistence())
    await #expect(throws: SharedPersistenceError.self) { try await shared.update { $0.add(1) } }
    #expect(shared.value.filmIDs.isEmpty)
    #expect(shared.persistenceError?.operation == .save)
    #expect(shared.persistenceError?.message == "DiskFull()")
  }

  @Test func aFailedSaveReachesTheFeatureThatMadeTheChange() async {
    let watchlist = Shared(Watchlist(), persistence: FailingPersistence())
    let harness = FeatureHarness(
      initialState: .init(filmID: 4), feature: FilmDetail(watchlist: watchlist))
    await harness.send(.onAppear)
    await harness.receive(.watchlistChanged(Watchlist()))
    await harness.send(.toggleTapped)
    let message = "Could not save the shared value: DiskFull()"
    await harness.receive(.saveFailed(message)) { $0.errorMessage = message }
    #expect(watchlist.value == Watchlist())
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func reloadingPicksUpWhatAnotherCopyOfTheAppSaved() async throws {
    let database = InMemoryPersistence<Watchlist>()
    let mine = Shared(Watchlist(), persistence: database)
    let theirs = Shared(Watchlist(), persistence: database)
    try await theirs.update { $0.add(8) }
    #expect(mine.value.filmIDs.isEmpty)
    try await mine.reload()
    #expect(mine.value.filmIDs == [8])
  }

  @Test func reloadingAnUnreadableValueKeepsTheOneInMemory() async throws {
    let persistence = FlakyLoadPersistence()
    let shared = Shared(Watchlist(filmIDs: [2]), persistence: persistence)
    persistence.failsToLoad.withLock { $0 = true }
    await #expect(throws: SharedPersistenceError.self) { try await shared.reload() }
    #expect(shared.value.filmIDs == [2])
    #expect(shared.persistenceError?.operation == .load)
    persistence.failsToLoad.withLock { $0 = false }
    try await shared.reload()
    #expect(shared.persistenceError == nil)
  }

  @Test func aPersistenceCanSaveOnlyWhatChanged() async throws {
    let persistence = RecordingPersistence()
    let shared = Shared(Watchlist(filmIDs: [1]), persistence: persistence)
    try await shared.update { $0.add(2) }
    #expect(persistence.saves.withLock { $0 } == [[1]: [1, 2]])
  }

  @Test func changesAreSavedOneAtATimeInOrderAndTheValueHoldsOnlyWhatWasSaved() async throws {
    let persistence = GatedPersistence()
    let shared = Shared(Watchlist(), persistence: persistence)
    var started = persistence.started.makeAsyncIterator()
    let first = Task { try await shared.update { $0.add(1) } }
    #expect(await started.next() == [1])
    let second = Task { try await shared.update { $0.add(2) } }
    let third = Task { try await shared.update { $0.add(3) } }
    // The first save is held (a lock elsewhere): the main actor goes on, the value is unchanged.
    #expect(shared.isSaving)
    #expect(shared.value.filmIDs.isEmpty)

    persistence.finishNextSave(failing: true)
    await #expect(throws: SharedPersistenceError.self) { try await first.value }
    // The second change applies to the value as it was kept, not to the failed one.
    #expect(await started.next() == [2])
    #expect(shared.value.filmIDs.isEmpty)
    #expect(shared.persistenceError?.operation == .save)
    persistence.finishNextSave(failing: false)
    try await second.value
    #expect(shared.value.filmIDs == [2])
    #expect(shared.isSaving)
    #expect(await started.next() == [2, 3])
    persistence.finishNextSave(failing: false)
    try await third.value
    #expect(shared.value.filmIDs == [2, 3])
    #expect(!shared.isSaving)
    #expect(shared.persistenceError == nil)
  }

  @Test func aReloadWaitsForTheChangesMadeBeforeIt() async throws {
    let persistence = GatedPersistence()
    let shared = Shared(Watchlist(), persistence: persistence)
    var started = persistence.started.makeAsyncIterator()
    let change = Task { try await shared.update { $0.add(4) } }
    #expect(await started.next() == [4])
    let reload = Task { try await shared.reload() }
    persistence.finishNextSave(failing: false)
    try await change.value
    try await reload.value
    #expect(shared.value.filmIDs == [4])
    // Loaded at creation, then by the reload only once the save before it had ended.
    #expect(persistence.events.withLock { $0 } == ["load", "saved [4]", "load"])
  }

  @Test func whetherAChangeIsSavingIsObservable() async throws {
    let persistence = GatedPersistence()
    let shared = Shared(Watchlist(), persistence: persistence)
    var started = persistence.started.makeAsyncIterator()
    let invalidations = Mutex(0)
    withObservationTracking {
      _ = shared.isSaving
    } onChange: {
      invalidations.withLock { $0 += 1 }
    }
    let change = Task { try await shared.update { $0.add(5) } }
    #expect(await started.next() == [5])
    #expect(invalidations.withLock { $0 } == 1)
    persistence.finishNextSave(failing: false)
    try await change.value
    #expect(!shared.isSaving)
  }

  /// Lets effects run until `condition` holds, bounded in scheduler steps.
  func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
      await Task.yield()
    }
  }
}

struct FailingPersistence: SharedPersistence {
  struct DiskFull: Error {}
  func load() throws -> Watchlist? { nil }
  func save(_ value: Watchlist, replacing previous: Watchlist) throws { throw DiskFull() }
}

/// Fails to load while `failsToLoad` is set.
final class FlakyLoadPersistence: SharedPersistence {
  struct Unreadable: Error {}
  let failsToLoad = Mutex(false)
  func load() throws -> Watchlist? {
    if failsToLoad.withLock({ $0 }) { throw Unreadable() }
    return nil
  }
  func save(_ value: Watchlist, replacing previous: Watchlist) throws {}
}

/// Records each incremental save, keyed by the previous value.
final class RecordingPersistence: SharedPersistence {
  let saves = Mutex<[[Int]: [Int]]>([:])
  func load() throws -> Watchlist? { nil }
  func save(_ value: Watchlist, replacing previous: Watchlist) throws {
    saves.withLock { $0[previous.filmIDs] = value.filmIDs }
  }
}

/// Holds each save until the test finishes it, and tells the test when a save starts: a save
/// that waits for a lock held elsewhere, without any clock.
final class GatedPersistence: SharedPersistence {
  struct Refused: Error {}
  let started: AsyncStream<[Int]>
  private let startedContinuation: AsyncStream<[Int]>.Continuation
  private let held = Mutex<[CheckedContinuation<Bool, Never>]>([])
  /// Loads and ended saves, in order.
  let events = Mutex<[String]>([])

  init() {
    (started, startedContinuation) = AsyncStream.makeStream()
  }

  func load() throws -> Watchlist? {
    events.withLock { $0.append("load") }
    return nil
  }

  func save(_ value: Watchlist, replacing previous: Watchlist) async throws {
    let succeeds = await withCheckedContinuation { continuation in
      held.withLock { $0.append(continuation) }
      startedContinuation.yield(value.filmIDs)
    }
    if !succeeds { throw Refused() }
    events.withLock { $0.append("saved \(value.filmIDs)") }
  }

  /// Lets the save that started first end, with success or a failure.
  func finishNextSave(failing: Bool) {
    let next = held.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    next?.resume(returning: !failing)
  }
}
