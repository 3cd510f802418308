@_spi(Unobserved) import Flowline
import SampleFeatures
import Testing

// What an operation does must not grow with the size of what it works on: these tests count
// the work (reads, comparisons, copies) instead of timing it. The timings are in Benchmarks/.

/// A row whose identifier counts its reads.
struct CountedRow: Feature {
  struct DomainState: Equatable, Sendable, Identifiable {
    var key: Int
    var value = 0
    let reads: Recorder<Void>

    var id: Int {
      reads.record(())
      return key
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.value == rhs.value
    }
  }
  enum DomainAction: Sendable { case increment }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    state.value += 1
    return .none
  }
}

/// A list kept as a plain array of rows.
struct CountedRows: Feature {
  struct DomainState: Equatable, Sendable {
    var rows: [CountedRow.DomainState]
  }
  enum DomainAction: Sendable { case row(Int, CountedRow.DomainAction) }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect { .none }
}

/// Storage whose uniqueness the interactor can check.
final class Storage: Sendable {}

/// A feature that records whether its state's storage was uniquely referenced when it wrote it.
struct UniquenessProbe: Feature {
  struct DomainState: Equatable, Sendable {
    var storage = Storage()
    var writes = 0
    var wasUnique = false

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.storage === rhs.storage && lhs.writes == rhs.writes && lhs.wasUnique == rhs.wasUnique
    }
  }
  enum DomainAction: Sendable { case write }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    state.wasUnique = isKnownUniquelyReferenced(&state.storage)
    state.writes += 1
    return .none
  }
}

/// A route whose equality counts its calls.
struct CountedRoute: Hashable, Codable, Sendable {
  static let comparisons = Recorder<Void>()
  var number: Int

  static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons.record(())
    return lhs.number == rhs.number
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(number)
  }
}

@MainActor
@Suite struct ScalingTests {
  @Test func makingTheStoresOfAnArraysRowsFindsEachRowOnce() {
    let reads = Recorder<Void>()
    let rows = (0..<1_000).map { CountedRow.DomainState(key: $0, reads: reads) }
    let store = Store(initialState: .init(rows: rows), feature: CountedRows())
    let scoped = store.scope(
      rows: \.rows, action: CountedRows.DomainAction.row, feature: CountedRow())
    for id in scoped.ids {
      #expect(scoped[id: id]?.domainState.key == id)
    }
    // An index of the rows, made once: a search per row read ~500,000 identifiers.
    #expect(reads.values.count < 5_000)
  }

  @Test func anInterceptorThatIgnoresStateChangesKeepsNoCopyOfTheState() {
    var actions = 0
    let store = Store(
      initialState: .init(), feature: UniquenessProbe(),
      interceptors: [Interceptor(action: { _ in actions += 1 })])
    store.dispatch(.write)
    #expect(actions == 1)
    #expect(store.domainState.wasUnique)
  }

  @Test func anInterceptorOfStateChangesSeesTheStateBeforeTheAction() {
    var before: [Int] = []
    let store = Store(
      initialState: .init(), feature: UniquenessProbe(),
      interceptors: [Interceptor(stateChange: { before.append($0.old.writes) })])
    store.dispatch(.write)
    store.dispatch(.write)
    #expect(before == [0, 1])
    #expect(!store.domainState.wasUnique)
  }

  @Test func pushingAndPoppingCompareNoRoutes() {
    let flow = Flow<CountedRoute, Never>(path: (0..<1_000).map { CountedRoute(number: $0) })
    var changes = 0
    flow.onNavigationChange = { _ in changes += 1 }
    let before = CountedRoute.comparisons.values.count
    flow.push(CountedRoute(number: 1_000))
    flow.pop()
    flow.pop(to: 990)
    #expect(CountedRoute.comparisons.values.count == before)
    #expect(changes == 3)
    #expect(flow.path.count == 990)
    flow.pop(to: 995)
    #expect(changes == 3)
  }
}

/// A row whose description counts its calls.
struct DescribedRow: Equatable, Sendable, CustomStringConvertible {
  var value = 0
  let descriptions: Recorder<Void>

  var description: String {
    descriptions.record(())
    return "row \(value)"
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

/// A state holding a long list and a short one.
struct ListState: Equatable, Sendable {
  var rows: IdentifiedStates<Int, DescribedRow>
  var title = ""
}

@MainActor
@Suite struct StateDiffScalingTests {
  @Test func aDiffOfAListNamesTheChangedRowsByIdentifierAndDescribesNoOtherRow() {
    let descriptions = Recorder<Void>()
    let old = ListState(
      rows: IdentifiedStates((0..<1_000).map { ($0, DescribedRow(descriptions: descriptions)) }))
    var new = old
    new.rows[id: 3]?.value = 1
    new.rows.remove(id: 7)
    new.rows.insert(DescribedRow(value: 5, descriptions: descriptions), id: 2_000, at: 0)
    new.title = "Films"
    #expect(
      StateDiffProbe.diff(old, new) == [
        "rows[id: 3].value: 0 → 1",
        "rows[id: 7]: removed row 0",
        "rows[id: 2000]: added row 5",
        "title: \"\" → \"Films\"",
      ])
    #expect(descriptions.values.count == 2)
  }

  @Test func aDiffOfReorderedRowsSaysTheOrderChanged() {
    let descriptions = Recorder<Void>()
    let old = ListState(
      rows: IdentifiedStates((0..<3).map { ($0, DescribedRow(descriptions: descriptions)) }))
    var new = old
    new.rows.insert(DescribedRow(descriptions: descriptions), id: 2, at: 0)
    #expect(StateDiffProbe.diff(old, new) == ["rows: order changed"])
  }
}

/// A feature that reports numbered screen events.
struct Announcer: Feature {
  struct DomainState: Equatable, Sendable {}
  enum DomainAction: Sendable { case announce(Int) }
  typealias ScreenEvent = Int

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .announce(let number): .emit(number)
    }
  }
}

@MainActor
@Suite struct ScreenEventDeliveryTests {
  /// The handler is given when the store is made: there is no moment without one, so no event
  /// waits, and none is lost or reordered.
  @Test func theHandlerGivenAtCreationGetsEveryEventInOrderOnce() {
    var received: [Int] = []
    let store = Store(initialState: .init(), feature: Announcer()) { received.append($0) }
    for number in 0..<1_000 { store.dispatch(.announce(number)) }
    #expect(received == Array(0..<1_000))
  }
}
