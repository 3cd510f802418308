import Clocks
@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// A list of tracks that loses many rows in one action, or gets a row back.
struct Shelf: Feature {
  struct DomainState: Equatable, Sendable {
    var tracks: IdentifiedStates<Int, Track.DomainState>
    var loose: [Track.DomainState] = []
  }
  enum DomainAction: Equatable, Sendable {
    case track(Int, Track.DomainAction)
    case loose(Int, Track.DomainAction)
    case removeFirst(Int)
    case putBack(Int)
    case setLoose([Track.DomainState])
  }

  let track: Track

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .track(let id, let action):
      return interact(child: track, &state.tracks, id: id, action, action: DomainAction.track)
    case .loose:
      return .none
    case .removeFirst(let count):
      for id in state.tracks.ids.prefix(count) { state.tracks.remove(id: id) }
    case .putBack(let id):
      state.tracks.append(.init(id: id, title: "back"), id: id)
    case .setLoose(let rows):
      state.loose = rows
    }
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RowEdgeCaseTests {
  let clock = TestClock<Duration>()

  func makeShelf(_ count: Int) -> Store<Shelf> {
    Store(initialState: .init(tracks: tracks(count)), feature: Shelf(track: Track(clock: clock)))
  }

  func rows(_ store: Store<Shelf>) -> ScopedRows<Shelf, Int, Track> {
    store.scope(rows: \.tracks, action: Shelf.DomainAction.track, feature: store.feature.track)
  }

  /// The change log keeps 32 changes: removing about that many rows at once must make exactly
  /// the removed rows' stores stale, on either side of the limit.
  @Test(arguments: [31, 32, 33])
  func removingManyRowsAtOnceMakesExactlyThoseStale(count: Int) {
    let store = makeShelf(40)
    let stores = rows(store).ids.map { rows(store)[id: $0]! }
    store.send(.removeFirst(count))
    #expect(stores.prefix(count).allSatisfy { $0.isStale })
    #expect(!stores.dropFirst(count).contains { $0.isStale })
  }

  @Test func aRowPutBackGetsANewStoreAndTheOldOneStaysStale() {
    let store = makeShelf(3)
    let old = rows(store)[id: 1]!
    store.send(.removeFirst(2))
    store.send(.putBack(1))
    let new = rows(store)[id: 1]!
    #expect(new !== old)
    #expect(old.isStale)
    old.send(.starTapped)
    #expect(store.domainState.tracks[id: 1]?.isFavourite == false)
    new.send(.starTapped)
    #expect(store.domainState.tracks[id: 1]?.isFavourite == true)
  }

  @Test func aParentAndItsLiveChildStoresAreReleasedTogether() {
    var store: Store<Shelf>? = makeShelf(3)
    weak let parent = store
    weak var row: Store<Track>?
    do {
      row = rows(store!)[id: 1]
      _ = row?.star
    }
    store = nil
    #expect(parent == nil)
    #expect(row == nil)
  }

  @Test func rowsOfAnArrayWithARepeatedIdentifierDoNotCrash() {
    let store = makeShelf(0)
    let repeated = [
      Track.DomainState(id: 1, title: "a"), Track.DomainState(id: 1, title: "b"),
      Track.DomainState(id: 2, title: "c"),
    ]
    store.send(.setLoose(repeated))
    let loose = store.scope(
      rows: \.loose, action: Shelf.DomainAction.loose, feature: store.feature.track)
    #expect(loose.ids == [1, 1, 2])
    _ = loose[id: 1]?.title
    store.send(
      .setLoose([Track.DomainState(id: 2, title: "d"), Track.DomainState(id: 2, title: "e")]))
    _ = loose[id: 2]?.title
  }

  @Test func anEmptyListHasNoRowStores() {
    let store = makeShelf(0)
    #expect(rows(store).ids.isEmpty)
    #expect(rows(store)[id: 0] == nil)
  }

  @Test func insertingClampsThePositionAndMovesARowAlreadyThere() {
    var list = IdentifiedStates<Int, String>([(1, "a"), (2, "b")])
    list.insert("z", id: 9, at: -5)
    list.insert("y", id: 8, at: 100)
    #expect(list.ids == [9, 1, 2, 8])
    list.insert("b2", id: 2, at: 0)
    #expect(list.ids == [2, 9, 1, 8])
    #expect(list[id: 2] == "b2")
  }
}
