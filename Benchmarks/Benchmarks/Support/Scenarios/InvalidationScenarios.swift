import Flowline
import Observation

// Benchmark 4: 1,000 tracked readers of distinct view-state values; each action changes
// `changed` of them. A reader invalidated by an action is re-armed after it, as a view
// re-renders. Ideal: exactly one invalidation per reader whose value changed.

/// A grid of independent values; its view state is its domain state.
struct Grid: Feature {
  struct DomainState: Equatable, Sendable {
    var values: [Int]
  }

  enum DomainAction: Sendable {
    case increment(first: Int, count: Int)
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .increment(let first, let count):
      for offset in 0..<count {
        state.values[(first + offset) % state.values.count] += 1
      }
    }
    return .none
  }
}

/// The next `changed` cells to change, rotating through the grid.
struct Rotation {
  let cells: Int
  let changed: Int
  private(set) var next = 0

  mutating func advance() -> Int {
    defer { next = (next + changed) % cells }
    return next
  }
}

/// Changes `changed` values of a grid store per action, its cells read by one reader each.
final class GridStoreInvalidations: Scenario, CountsInvalidations {
  private let store: Store<Grid>
  private let readers = InvalidatedReaders()
  private var rotation: Rotation
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(cells: Int, changed: Int) {
    store = Store(
      initialState: .init(values: Array(repeating: 0, count: cells)), feature: Grid())
    rotation = Rotation(cells: cells, changed: changed)
    for index in 0..<cells {
      arm(index)
    }
  }

  private func arm(_ index: Int) {
    track(readers, index) { store[dynamicMember: \.values[index]] }
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

/// The grid as one `@Observable` model holding the values in one array property.
@MainActor
@Observable
final class GridViewModel {
  private(set) var values: [Int]

  init(cells: Int) {
    values = Array(repeating: 0, count: cells)
  }

  func increment(first: Int, count: Int) {
    for offset in 0..<count {
      values[(first + offset) % values.count] += 1
    }
  }
}

/// Changes values of a grid `@Observable` model: every reader reads the one `values` property,
/// so every reader is invalidated by every action.
final class GridModelInvalidations: Scenario, CountsInvalidations {
  private let model: GridViewModel
  private let readers = InvalidatedReaders()
  private var rotation: Rotation
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(cells: Int, changed: Int) {
    model = GridViewModel(cells: cells)
    rotation = Rotation(cells: cells, changed: changed)
    for index in 0..<cells {
      arm(index)
    }
  }

  private func arm(_ index: Int) {
    track(readers, index) { model.values[index] }
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      model.increment(first: rotation.advance(), count: rotation.changed)
      for index in readers.takeInvalidated() {
        arm(index)
      }
      idealInvalidations += rotation.changed
    }
  }
}

/// One cell as its own `@Observable` object.
@MainActor
@Observable
final class CellModel {
  var value = 0
}

/// Changes values of a grid of `@Observable` cell objects: the hand-written ideal, one
/// registrar per value.
final class CellModelsInvalidations: Scenario, CountsInvalidations {
  private let cells: [CellModel]
  private let readers = InvalidatedReaders()
  private var rotation: Rotation
  private(set) var idealInvalidations = 0
  var invalidations: Int { readers.count }

  init(cells: Int, changed: Int) {
    self.cells = (0..<cells).map { _ in CellModel() }
    rotation = Rotation(cells: cells, changed: changed)
    for index in 0..<cells {
      arm(index)
    }
  }

  private func arm(_ index: Int) {
    track(readers, index) { cells[index].value }
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      let first = rotation.advance()
      for offset in 0..<rotation.changed {
        cells[(first + offset) % cells.count].value += 1
      }
      for index in readers.takeInvalidated() {
        arm(index)
      }
      idealInvalidations += rotation.changed
    }
  }
}
