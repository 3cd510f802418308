import Flowline

// Benchmark 7: the same workloads as 2, 3 and 4, written the way issue 11 teaches: each child or
// row is a feature with a store of its own, scoped from the parent's (`store.scope(rows:…)`), and
// each reader reads its row's store. After an action the parent updates the row stores of the
// rows that changed (the `IdentifiedStates` change log names them); siblings are not visited.

/// One value of a grid, as a row feature whose view renders its domain state (as benchmark 4's
/// grid does): the readers' workload.
struct Value: Feature {
  struct DomainState: Equatable, Sendable {
    var value = 0
  }

  enum DomainAction: Sendable {
    case increment
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    state.value += 1
    return .none
  }
}

/// One item of a list, as a row feature whose view state is derived from the row alone (a
/// label formatted from the value): the derived-rows workload.
struct Cell: Feature {
  typealias DomainState = Value.DomainState
  typealias DomainAction = Value.DomainAction

  struct ViewState: Equatable {
    var value: Int
    var label: String
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    state.value += 1
    return .none
  }

  func reduce(_ state: DomainState) -> ViewState {
    ViewState(value: state.value, label: "Item \(state.value)")
  }
}

/// A list of rows of feature `Row`; every action is routed to rows by identifier.
struct RowList<Row: Feature>: Feature
where
  Row.DomainState == Value.DomainState, Row.DomainAction == Value.DomainAction,
  Row.ScreenEvent == Never
{
  struct DomainState: Equatable, Sendable {
    var cells: IdentifiedStates<Int, Row.DomainState>
  }

  enum DomainAction: Sendable {
    case cell(Int, Row.DomainAction)
    case increment(first: Int, count: Int)
  }

  let cell: Row

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .cell(let id, let action):
      return interact(child: cell, &state.cells, id: id, action, action: DomainAction.cell)
    case .increment(let first, let count):
      for offset in 0..<count {
        state.cells[id: (first + offset) % state.cells.count]?.value += 1
      }
      return .none
    }
  }
}

/// Makes a list store of `count` rows of feature `row`.
@MainActor
func rowListStore<Row>(_ count: Int, row: Row) -> Store<RowList<Row>> {
  let cells = IdentifiedStates((0..<count).map { ($0, Value.DomainState()) })
  return Store(initialState: .init(cells: cells), feature: RowList(cell: row))
}

/// Row stores of a list.
@MainActor
func rowStores<Row>(_ store: Store<RowList<Row>>) -> ScopedRows<RowList<Row>, Int, Row> {
  store.scope(rows: \.cells, action: RowList<Row>.DomainAction.cell, feature: store.feature.cell)
}

/// Row stores of a list of `Value` rows, each read by one reader through its store and re-armed
/// after each action that invalidated it.
@MainActor
final class RowReaders {
  let store: Store<RowList<Value>>
  let rows: [Store<Value>]
  private let readers = InvalidatedReaders()
  var invalidations: Int { readers.count }

  init(count: Int) {
    store = rowListStore(count, row: Value())
    let scoped = rowStores(store)
    rows = scoped.ids.map { scoped[id: $0]! }
    for index in rows.indices {
      arm(index)
    }
  }

  private func arm(_ index: Int) {
    let row = rows[index]
    track(readers, index) { row.value }
  }

  /// Re-arms the readers the last action invalidated, as a re-render would.
  func render() {
    for index in readers.takeInvalidated() {
      arm(index)
    }
  }
}

/// Benchmark 2 with row stores: events sent through one row's store, every row read by its own
/// reader through its store.
final class RowStoresDispatch: Scenario, CountsInvalidations {
  private let readers: RowReaders
  private let routed: Store<Value>
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.invalidations }

  init(children: Int) {
    readers = RowReaders(count: children)
    routed = readers.rows[children / 2]
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      routed.send(.increment)
      readers.render()
      idealInvalidations += 1
    }
  }
}

/// Benchmark 4 with row stores: `changed` of `cells` rows change per parent action, each row
/// read by one reader through its store.
final class RowStoresInvalidations: Scenario, CountsInvalidations {
  private let readers: RowReaders
  private var rotation: Rotation
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.invalidations }

  init(cells: Int, changed: Int) {
    readers = RowReaders(count: cells)
    rotation = Rotation(cells: cells, changed: changed)
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      readers.store.dispatch(.increment(first: rotation.advance(), count: rotation.changed))
      readers.render()
      idealInvalidations += rotation.changed
    }
  }
}

/// Benchmark 3's derived rows with row stores: `items` rows, the middle one changed per event
/// and read through its store, whose reducer derives that row alone.
final class DerivedRowStoresToggle: Scenario, CountsInvalidations {
  private let store: Store<RowList<Cell>>
  private let row: Store<Cell>
  private let readers = InvalidatedReaders()
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(items: Int) {
    store = rowListStore(items, row: Cell())
    row = rowStores(store)[id: items / 2]!
    arm()
  }

  private func arm() {
    let row = row
    track(readers, 0) { row.label }
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      row.send(.increment)
      if !readers.takeInvalidated().isEmpty {
        arm()
      }
      idealInvalidations += 1
    }
  }
}
