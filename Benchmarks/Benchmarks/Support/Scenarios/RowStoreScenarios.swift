import Flowline

// Benchmark 7: the same workloads as 2, 3 and 4, written the way issue 11 teaches: each child or
// row is a feature with a store of its own, scoped from the parent's (`store.scope(rows:…)`), and
// each reader reads its row's store. After an action the parent updates the row stores of the
// rows that changed (the `IdentifiedStates` change log names them); siblings are not visited.

/// One value of a grid, as a row feature; its view state is derived from the row alone.
struct Cell: Feature {
  struct DomainState: Equatable, Sendable {
    var value = 0
  }

  enum DomainAction: Sendable {
    case increment
  }

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

/// A list of cell rows; every action is routed to rows by identifier.
struct CellList: Feature {
  struct DomainState: Equatable, Sendable {
    var cells: IdentifiedStates<Int, Cell.DomainState>
  }

  enum DomainAction: Sendable {
    case cell(Int, Cell.DomainAction)
    case increment(first: Int, count: Int)
  }

  let cell = Cell()

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

/// Makes a cell list store of `count` rows.
@MainActor
func cellListStore(_ count: Int) -> Store<CellList> {
  let cells = IdentifiedStates((0..<count).map { ($0, Cell.DomainState()) })
  return Store(initialState: .init(cells: cells), feature: CellList())
}

/// Row stores of a cell list.
@MainActor
func cellRows(_ store: Store<CellList>) -> ScopedRows<CellList, Int, Cell> {
  store.scope(rows: \.cells, action: CellList.DomainAction.cell, feature: store.feature.cell)
}

/// Benchmark 2 with row stores: events sent through one row's store, every row read by its own
/// reader through its store.
final class RowStoresDispatch: Scenario, CountsInvalidations {
  private let store: Store<CellList>
  private let routed: Store<Cell>
  private let readers = InvalidatedReaders()
  private let rows: [Store<Cell>]
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(children: Int) {
    store = cellListStore(children)
    let scoped = cellRows(store)
    rows = scoped.ids.map { scoped[id: $0]! }
    routed = rows[children / 2]
    for index in rows.indices {
      arm(index)
    }
  }

  private func arm(_ index: Int) {
    let row = rows[index]
    track(readers, index) { row.value }
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      routed.send(.increment)
      for index in readers.takeInvalidated() {
        arm(index)
      }
      idealInvalidations += 1
    }
  }
}

/// Benchmark 4 with row stores: `changed` of `cells` rows change per parent action, each row
/// read by one reader through its store.
final class RowStoresInvalidations: Scenario, CountsInvalidations {
  private let store: Store<CellList>
  private let rows: [Store<Cell>]
  private let readers = InvalidatedReaders()
  private var rotation: Rotation
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(cells: Int, changed: Int) {
    store = cellListStore(cells)
    let scoped = cellRows(store)
    rows = scoped.ids.map { scoped[id: $0]! }
    rotation = Rotation(cells: cells, changed: changed)
    for index in rows.indices {
      arm(index)
    }
  }

  private func arm(_ index: Int) {
    let row = rows[index]
    track(readers, index) { row.value }
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      store.dispatch(.increment(first: rotation.advance(), count: rotation.changed))
      for index in readers.takeInvalidated() {
        arm(index)
      }
      idealInvalidations += rotation.changed
    }
  }
}

/// Benchmark 3's derived rows with row stores: `items` rows, the middle one changed per event
/// and read through its store, whose reducer derives that row alone.
final class DerivedRowStoresToggle: Scenario, CountsInvalidations {
  private let store: Store<CellList>
  private let row: Store<Cell>
  private let readers = InvalidatedReaders()
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(items: Int) {
    store = cellListStore(items)
    row = cellRows(store)[id: items / 2]!
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
