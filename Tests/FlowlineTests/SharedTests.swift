import Flowline
import FlowlineTesting
import Foundation
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
  }
  struct DomainState: Equatable, Sendable {
    var filmID: Int
    var isInWatchlist = false
  }
  enum CancelID: Hashable, Sendable { case watchlist }

  let watchlist: Shared<Watchlist>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .onAppear:
      return .observe(watchlist) { .watchlistChanged($0) }.cancellable(id: CancelID.watchlist)
    case .onDisappear:
      return .cancel(id: CancelID.watchlist)
    case .toggleTapped:
      let id = state.filmID
      let add = !state.isInWatchlist
      return .run { [watchlist] _ in
        await watchlist.update { add ? $0.add(id) : $0.remove(id) }
      }
    case .watchlistChanged(let list):
      state.isInWatchlist = list.filmIDs.contains(state.filmID)
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
    case .onAppear: return .observe(watchlist) { .changed($0) }
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

  @Test func theValueIsSavedAndLoadedAgain() {
    let persistence = InMemoryPersistence<Watchlist>()
    let first = Shared(Watchlist(), persistence: persistence)
    first.update { $0.add(3) }
    let relaunched = Shared(Watchlist(), persistence: persistence)
    #expect(relaunched.value.filmIDs == [3])
    #expect(relaunched.persistenceError == nil)
  }

  @Test func aJSONFileSurvivesARelaunchAndAnUnreadableOneIsKeptAside() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowline-shared-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("watchlist.json")
    let persistence = JSONFilePersistence<Watchlist>(url: url)

    Shared(Watchlist(), persistence: persistence).update { $0.add(5) }
    #expect(Shared(Watchlist(), persistence: persistence).value.filmIDs == [5])

    try Data("not json".utf8).write(to: url)
    let recovered = Shared(Watchlist(filmIDs: [0]), persistence: persistence)
    #expect(recovered.value.filmIDs == [0])
    #expect(recovered.persistenceError?.operation == .load)
    let aside = url.appendingPathExtension("unreadable-1")
    #expect(try Data(contentsOf: aside) == Data("not json".utf8))

    recovered.update { $0.add(6) }
    #expect(Shared(Watchlist(), persistence: persistence).value.filmIDs == [0, 6])
    #expect(try Data(contentsOf: aside) == Data("not json".utf8))
  }

  @Test func aFailedSaveKeepsTheValueAndReportsIt() {
    let shared = Shared(Watchlist(), persistence: FailingPersistence())
    shared.update { $0.add(1) }
    #expect(shared.value.filmIDs == [1])
    #expect(shared.persistenceError?.operation == .save)
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
  func save(_ value: Watchlist) throws { throw DiskFull() }
}
