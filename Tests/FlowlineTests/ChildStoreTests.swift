import Clocks
@_spi(Unobserved) import Flowline
import Observation
import SampleFeatures
import Testing

/// One row of a list: a title, a favourite toggle that saves in the background, and a view
/// state derived from the row alone.
struct Track: Feature {
  struct DomainState: Equatable, Sendable, Identifiable {
    var id: Int
    var title: String
    var isFavourite = false
  }
  struct ViewState: Equatable {
    var title: String
    var star: String
  }
  enum ViewEvent: Equatable, Sendable { case starTapped }
  enum DomainAction: Equatable, Sendable {
    case toggleFavourite
    case saved
  }

  let clock: TestClock<Duration>

  func map(event: ViewEvent) -> DomainAction? { .toggleFavourite }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .toggleFavourite:
      state.isFavourite.toggle()
      return .run { [clock] send in
        try? await clock.sleep(for: .seconds(1))
        await send(.saved)
      }
    case .saved:
      return .none
    }
  }

  func reduce(_ state: DomainState) -> ViewState {
    ViewState(title: state.title.uppercased(), star: state.isFavourite ? "★" : "☆")
  }
}

/// A playlist: a name of its own, a list of track rows, an embedded counter and an optional
/// counter.
struct Playlist: Feature {
  struct DomainState: Equatable, Sendable {
    var name = "Mix"
    var tracks: IdentifiedStates<Int, Track.DomainState> = []
    var plays = Counter.DomainState()
    var skips: Counter.DomainState?
  }
  enum DomainAction: Equatable, Sendable {
    case track(Int, Track.DomainAction)
    case plays(Counter.DomainAction)
    case skips(Counter.DomainAction)
    case rename(String)
    case remove(Int)
    case add(Track.DomainState)
  }

  let track: Track

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .track(let id, let action):
      return interact(child: track, &state.tracks, id: id, action, action: DomainAction.track)
    case .plays(let action):
      return interact(child: Counter(), &state.plays, action, action: DomainAction.plays)
    case .skips(let action):
      guard state.skips != nil else { return .none }
      return interact(child: Counter(), &state.skips!, action, action: DomainAction.skips)
    case .rename(let name):
      state.name = name
    case .remove(let id):
      state.tracks.remove(id: id)
    case .add(let track):
      state.tracks.append(track, id: track.id)
    }
    return .none
  }
}

func tracks(_ count: Int) -> IdentifiedStates<Int, Track.DomainState> {
  IdentifiedStates((0..<count).map { Track.DomainState(id: $0, title: "track \($0)") })
}

/// Arms one tracked read, as a view's body does, counting invalidations in `tally[index]`.
@MainActor
func observe<Value>(_ tally: Tally, _ index: Int, _ read: @escaping () -> Value) {
  withObservationTracking {
    _ = read()
  } onChange: {
    tally.increment(index)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ChildStoreTests {
  let clock = TestClock()

  func makePlaylist(_ count: Int = 3) -> Store<Playlist> {
    Store(initialState: .init(tracks: tracks(count)), feature: Playlist(track: Track(clock: clock)))
  }

  func rows(_ store: Store<Playlist>) -> ScopedRows<Playlist, Int, Track> {
    store.scope(rows: \.tracks, action: Playlist.DomainAction.track, feature: store.feature.track)
  }

  @Test func aRowReaderIsInvalidatedOnlyByItsOwnRow() {
    let store = makePlaylist(3)
    let rows = rows(store)
    let tally = Tally(count: 4)
    for id in 0..<3 {
      let row = rows[id: id]!
      observe(tally, id) { row.star }
    }
    observe(tally, 3) { store.name }

    rows[id: 1]!.send(.starTapped)
    #expect(tally.counts == [0, 1, 0, 0])
    #expect(rows[id: 1]!.star == "★")
    observe(tally, 1) { rows[id: 1]!.star }

    store.dispatch(.rename("Road trip"))  // a parent-only change
    #expect(tally.counts == [0, 1, 0, 1])

    store.dispatch(.track(2, .saved))  // routed to a row, changes nothing
    #expect(tally.counts == [0, 1, 0, 1])
    store.cancelAllEffects()
  }

  @Test func aRowReaderIsNotInvalidatedByAValueOfItsRowItDoesNotRead() {
    let store = makePlaylist(2)
    let row = rows(store)[id: 0]!
    let tally = Tally(count: 1)
    observe(tally, 0) { row.title }
    row.send(.starTapped)
    #expect(tally.counts == [0])
    #expect(row.viewState == .init(title: "TRACK 0", star: "★"))
    store.cancelAllEffects()
  }

  @Test func theListReaderIsInvalidatedByStructureNotByARowChange() {
    let store = makePlaylist(2)
    let tally = Tally(count: 1)
    observe(tally, 0) { rows(store).ids }
    rows(store)[id: 0]!.send(.starTapped)
    #expect(tally.counts == [0])
    store.dispatch(.add(.init(id: 7, title: "new")))
    #expect(tally.counts == [1])
    #expect(rows(store).ids == [0, 1, 7])
    store.cancelAllEffects()
  }

  @Test func theSameRowGivesTheSameStore() {
    let store = makePlaylist(2)
    #expect(rows(store)[id: 1] === rows(store)[id: 1])
    #expect(rows(store)[id: 9] == nil)
    #expect(rows(store).ids.count == 2)
  }

  @Test func aRowChangedByTheParentReachesItsStore() {
    let store = makePlaylist(2)
    let row = rows(store)[id: 0]!
    let tally = Tally(count: 1)
    observe(tally, 0) { row.title }
    store.dispatch(.remove(0))
    store.dispatch(.add(.init(id: 0, title: "again")))
    #expect(row.isStale)
    #expect(rows(store)[id: 0]!.title == "AGAIN")
  }

  @Test func manyChangesInOneActionStillReachEveryRowStore() {
    // More row changes than the change log keeps: the scope compares its live rows instead.
    struct Bulk: Feature {
      struct DomainState: Equatable, Sendable {
        var tracks: IdentifiedStates<Int, Track.DomainState>
      }
      enum DomainAction: Sendable {
        case renameAll
        case track(Int, Track.DomainAction)
      }
      func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
        if case .renameAll = action {
          for id in state.tracks.ids { state.tracks[id: id]!.title += "!" }
        }
        return .none
      }
    }
    let store = Store(initialState: .init(tracks: tracks(100)), feature: Bulk())
    let rows = store.scope(
      rows: \.tracks, action: Bulk.DomainAction.track, feature: Track(clock: clock))
    let first = rows[id: 0]!
    let last = rows[id: 99]!
    store.dispatch(.renameAll)
    #expect(first.title == "TRACK 0!")
    #expect(last.title == "TRACK 99!")
  }

  @Test func aRemovedRowsStoreIsStaleAndSafe() async {
    var store: Store<Playlist>? = makePlaylist(2)
    weak let parent = store
    let row = rows(store!)[id: 1]!
    let task = row.send(.starTapped)  // starts a save that sleeps on the clock
    #expect(store!.runningEffectCount == 1)

    store!.dispatch(.remove(1))
    #expect(row.isStale)
    #expect(store!.runningEffectCount == 0)  // the row's effect was cancelled
    await task.finish()
    #expect(row.star == "★")  // the last value
    #expect(row.send(.starTapped).isEmpty)  // dropped
    #expect(store!.domainState.tracks.ids == [0])

    store = nil
    #expect(parent == nil)  // the row store does not keep its parent
    #expect(row.viewState.title == "TRACK 1")
    row.send(.starTapped)
  }

  @Test func aChildViewWorksAloneAndEmbedded() {
    /// A counter view's code: reads its value, sends an event.
    func tap(_ store: Store<Counter>) -> Int {
      store.send(.incrementTapped)
      return store.count
    }
    let alone = Store(initialState: .init(), feature: Counter())
    #expect(tap(alone) == 1)

    let parent = makePlaylist(0)
    let embedded = parent.scope(
      state: \.plays, action: Playlist.DomainAction.plays, feature: Counter())
    let tally = Tally(count: 1)
    observe(tally, 0) { embedded.count }
    #expect(tap(embedded) == 1)
    #expect(parent.domainState.plays.count == 1)
    #expect(tally.counts == [1])
    #expect(
      parent.scope(state: \.plays, action: Playlist.DomainAction.plays, feature: Counter())
        === embedded)
  }

  @Test func anOptionalChildHasAStoreWhileItsStateExists() {
    struct Toggle: Feature {
      struct DomainState: Equatable, Sendable { var skips: Counter.DomainState? }
      enum DomainAction: Sendable {
        case show, hide
        case skips(Counter.DomainAction)
      }
      func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
        switch action {
        case .show: state.skips = .init()
        case .hide: state.skips = nil
        case .skips(let action):
          guard state.skips != nil else { return .none }
          return interact(child: Counter(), &state.skips!, action, action: DomainAction.skips)
        }
        return .none
      }
    }
    let store = Store(initialState: .init(), feature: Toggle())
    func skips() -> Store<Counter>? {
      store.scope(state: \.skips, action: Toggle.DomainAction.skips, feature: Counter())
    }
    let tally = Tally(count: 1)
    observe(tally, 0) { skips() == nil }
    #expect(skips() == nil)
    store.dispatch(.show)
    #expect(tally.counts == [1])
    let child = skips()!
    child.send(.incrementTapped)
    #expect(child.count == 1)
    store.dispatch(.hide)
    #expect(child.isStale)
    #expect(child.count == 1)
    #expect(skips() == nil)
  }

  @Test func eventsOfAChildStoreGoThroughTheParentsInterceptors() {
    let recorded = Recorder<Playlist.DomainAction>()
    let store = Store(
      initialState: .init(tracks: tracks(1)), feature: Playlist(track: Track(clock: clock)),
      interceptors: [Interceptor(action: { recorded.record($0) })])
    rows(store)[id: 0]!.send(.starTapped)
    #expect(recorded.values == [.track(0, .toggleFavourite)])
    store.cancelAllEffects()
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReplacedListTests {
  @Test func aRowRemovedByReplacingTheListHasItsEffectsCancelled() {
    struct Replacing: Feature {
      struct DomainState: Equatable, Sendable {
        var tracks: IdentifiedStates<Int, Track.DomainState>
      }
      enum DomainAction: Sendable {
        case track(Int, Track.DomainAction)
        case replace
      }
      let track: Track
      func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
        switch action {
        case .track(let id, let action):
          return interact(child: track, &state.tracks, id: id, action, action: DomainAction.track)
        case .replace:
          state.tracks = IdentifiedStates([Track.DomainState(id: 9, title: "new")])
          return .none
        }
      }
    }
    let store = Store(
      initialState: .init(tracks: tracks(2)), feature: Replacing(track: Track(clock: TestClock())))
    let rows = store.scope(
      rows: \.tracks, action: Replacing.DomainAction.track, feature: store.feature.track)
    let row = rows[id: 0]!
    row.send(.starTapped)
    #expect(store.runningEffectCount == 1)
    store.dispatch(.replace)
    #expect(row.isStale)
    #expect(store.runningEffectCount == 0)
  }
}
