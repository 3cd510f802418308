@_spi(Unobserved) import Flowline
import Observation
import Synchronization
import Testing

/// A screen of independent cells, each rendered by its own reader.
struct Cells: Feature {
  struct DomainState: Equatable, Sendable { var cells: [Int] }
  struct ViewState: Equatable {
    var cells: [String]
    var total: Int
  }
  enum DomainAction: Equatable, Sendable {
    case set(index: Int, value: Int)
    case setMany([Int: Int])
    case nothing
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .set(let index, let value): state.cells[index] = value
    case .setMany(let values): for (index, value) in values { state.cells[index] = value }
    case .nothing: break
    }
    return .none
  }

  func reduce(_ state: DomainState) -> ViewState {
    ViewState(cells: state.cells.map { "#\($0)" }, total: state.cells.reduce(0, +))
  }
}

/// Tracks readers the way SwiftUI does: each reader reads its value inside
/// `withObservationTracking`, counts the invalidation, and reads again ("re-renders").
@MainActor
final class Readers {
  let store: Store<Cells>
  let invalidations: Tally

  init(store: Store<Cells>, count: Int) {
    self.store = store
    self.invalidations = Tally(count: count)
    for index in 0..<count { track(index) }
  }

  func track(_ index: Int) {
    withObservationTracking {
      _ = store[dynamicMember: \.cells[index]]
    } onChange: { [invalidations] in
      invalidations.increment(index)
    }
  }

  /// Re-arms the readers that were invalidated, as a re-render would.
  func render(previous: [Int]) {
    let counts = invalidations.counts
    for index in counts.indices where counts[index] != previous[index] {
      track(index)
    }
  }

  var counts: [Int] { invalidations.counts }
}

@MainActor
@Suite struct InvalidationTests {
  @Test func eachReaderIsInvalidatedExactlyWhenItsValueChanges() {
    let readerCount = 100
    let store = Store(
      initialState: .init(cells: Array(repeating: 0, count: readerCount)), feature: Cells())
    let readers = Readers(store: store, count: readerCount)
    var expected = Array(repeating: 0, count: readerCount)

    let actions: [Cells.DomainAction] = [
      .set(index: 3, value: 1),
      .set(index: 3, value: 1),  // same value: nobody re-renders
      .nothing,
      .setMany([0: 5, 50: 5, 99: 5]),
      .setMany([0: 5, 1: 7]),  // 0 unchanged, 1 changed
      .set(index: 3, value: 2),
    ]
    for action in actions {
      let before = store.domainState.cells
      let previousCounts = readers.counts
      store.dispatch(action)
      let after = store.domainState.cells
      for index in 0..<readerCount where before[index] != after[index] {
        expected[index] += 1
      }
      readers.render(previous: previousCounts)
      #expect(readers.counts == expected, "after \(action)")
    }
    #expect(expected.reduce(0, +) == 6)
  }

  @Test func aReaderOfTwoValuesIsInvalidatedOnceByEitherAndThenForgotten() {
    let store = Store(initialState: .init(cells: [0, 0, 0]), feature: Cells())
    let tally = Tally(count: 1)
    withObservationTracking {
      _ = store[dynamicMember: \.cells[0]]
      _ = store[dynamicMember: \.cells[1]]
    } onChange: {
      tally.increment(0)
    }
    store.dispatch(.set(index: 2, value: 1))  // a value it did not read
    #expect(tally.counts == [0])
    store.dispatch(.set(index: 1, value: 1))
    #expect(tally.counts == [1])
    store.dispatch(.set(index: 0, value: 1))  // the reader was invalidated and did not read again
    #expect(tally.counts == [1])
  }

  @Test func aReaderOfTheWholeViewStateIsInvalidatedByAnyChangeOnly() {
    let store = Store(initialState: .init(cells: [0, 0]), feature: Cells())
    let tally = Tally(count: 1)
    func track() {
      withObservationTracking {
        _ = store.viewState
      } onChange: {
        tally.increment(0)
      }
    }
    track()
    store.dispatch(.nothing)
    #expect(tally.counts == [0])
    store.dispatch(.set(index: 1, value: 1))
    #expect(tally.counts == [1])
    track()
    store.dispatch(.set(index: 1, value: 1))
    #expect(tally.counts == [1])
  }

  @Test func aDerivedValueInvalidatesItsReaderOnlyWhenTheDerivedValueChanges() {
    let store = Store(initialState: .init(cells: [1, 2]), feature: Cells())
    let tally = Tally(count: 1)
    withObservationTracking {
      _ = store.total
    } onChange: {
      tally.increment(0)
    }
    // Moves value between cells: every cell changes, the total does not.
    store.dispatch(.setMany([0: 2, 1: 1]))
    #expect(tally.counts == [0])
    store.dispatch(.set(index: 0, value: 10))
    #expect(tally.counts == [1])
  }

  @Test func aReportedPathIsNoLongerWatchedUntilItIsReadAgain() {
    let store = Store(initialState: .init(cells: [0, 0]), feature: Cells())
    _ = store.total
    _ = store[dynamicMember: \.cells[0]]
    #expect(store.watchedPathCount == 2)
    store.dispatch(.set(index: 0, value: 1))
    #expect(store.watchedPathCount == 0)
    _ = store.total
    #expect(store.watchedPathCount == 1)
  }

  @Test func aReaderThatReadsAgainIsNotifiedOfTheNextChangeFromItsNewValue() {
    let store = Store(initialState: .init(cells: [0]), feature: Cells())
    let tally = Tally(count: 1)
    func render() {
      withObservationTracking {
        _ = store.total
      } onChange: {
        tally.increment(0)
      }
    }
    render()
    store.dispatch(.set(index: 0, value: 1))
    #expect(tally.counts == [1])
    render()  // re-activates the known watch with the value 1
    store.dispatch(.set(index: 0, value: 1))
    #expect(tally.counts == [1])
    store.dispatch(.set(index: 0, value: 0))  // back to the first value: a change from 1
    #expect(tally.counts == [2])
    #expect(store.watchedPathCount == 0)
  }

  @Test func theReducerRunsOnlyWhenTheViewStateIsRead() {
    let counter = ReductionCounter()
    let store = Store(initialState: .init(), feature: CountingReductions(counter: counter))
    store.dispatch(.bump)
    store.dispatch(.bump)
    #expect(counter.count == 0)
    #expect(store.viewState == "2")
    #expect(counter.count == 1)
    _ = store.viewState
    #expect(counter.count == 1)
    store.dispatch(.bump)
    #expect(counter.count == 2)
  }
}

/// Counts invalidations per reader, from Observation's callbacks.
final class Tally: Sendable {
  private let storage: Mutex<[Int]>
  init(count: Int) { storage = Mutex(Array(repeating: 0, count: count)) }
  var counts: [Int] { storage.withLock { $0 } }
  func increment(_ index: Int) { storage.withLock { $0[index] += 1 } }
}

final class ReductionCounter: Sendable {
  private let storage = Mutex(0)
  var count: Int { storage.withLock { $0 } }
  func increment() { storage.withLock { $0 += 1 } }
}

/// A feature whose reducer counts its calls.
struct CountingReductions: Feature {
  struct DomainState: Equatable, Sendable { var value = 0 }
  enum DomainAction: Sendable { case bump }
  let counter: ReductionCounter

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    state.value += 1
    return .none
  }

  func reduce(_ state: DomainState) -> String {
    counter.increment()
    return "\(state.value)"
  }
}
