@_spi(Unobserved) import Flowline

// Benchmark 8: one operation at 1× and at 100× the size it works on (rows, routes). Each ratio
// divides the per-operation time at the big size by the time at the small one: O(1) ⇒ ~1. These
// are the traps a probe found (quadratic row-store making, per-action state copies, stack
// rebuilding), kept measured after their fixes.

/// A list of rows kept as a plain array, with row features of its own.
struct ArrayList: Feature {
  struct Item: Equatable, Sendable, Identifiable {
    var id: Int
    var value = 0
  }

  struct DomainState: Equatable, Sendable {
    var items: [Item]
  }

  enum DomainAction: Sendable {
    case item(Int, Item.Action)
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect { .none }
}

extension ArrayList.Item {
  enum Action: Sendable { case increment }
}

/// The row feature of an ``ArrayList``.
struct ArrayItem: Feature {
  typealias DomainState = ArrayList.Item
  typealias DomainAction = ArrayList.Item.Action

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    state.value += 1
    return .none
  }
}

/// Makes the store of each row of an array-backed list in turn, and a fresh list when every row
/// has one: one operation is one row store made (a view scrolling through the list), the list's
/// set-up spread over its rows. Each row was found by a linear search before.
final class ArrayRowStoresMade: Scenario {
  private let items: [ArrayList.Item]
  private var rows: ScopedRows<ArrayList, Int, ArrayItem>?
  private var next = 0
  private(set) var total = 0

  init(rows: Int) {
    items = (0..<rows).map { ArrayList.Item(id: $0) }
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      if next == items.count || rows == nil {
        let store = Store(initialState: .init(items: items), feature: ArrayList())
        rows = store.scope(
          rows: \.items, action: ArrayList.DomainAction.item, feature: ArrayItem())
        next = 0
      }
      total &+= rows?[id: next]?.domainState.value ?? 1
      next += 1
    }
  }
}

/// Counts what an interceptor saw.
@MainActor
final class Tracker {
  var count = 0
}

/// An action changing one row of a list, in a store with one interceptor: one that watches
/// actions only (an analytics tracker), or the logging interceptor, which diffs the state.
/// With the first, the store copied the whole state for every action before; with the second,
/// it still does (the change needs the state before it), and the diff described every row.
final class InterceptedRowChange: Scenario {
  private let store: Store<RowList<Value>>
  private let rows: Int
  private let tracker = Tracker()

  init(rows: Int, logging: Bool) {
    self.rows = rows
    let cells = IdentifiedStates((0..<rows).map { ($0, Value.DomainState()) })
    let tracker = tracker
    let interceptor: Interceptor<RowList<Value>> =
      logging
      ? .logging(printer: { tracker.count += $0.utf8.count })
      : Interceptor(action: { _ in tracker.count += 1 })
    store = Store(
      initialState: .init(cells: cells), feature: RowList(cell: Value()),
      interceptors: [interceptor])
  }

  func run(_ operations: Int) {
    for operation in 0..<operations {
      store.dispatch(.increment(first: operation % rows, count: 1))
    }
  }
}

/// Routes of a navigation stack.
enum ScalingRoute: Hashable, Codable, Sendable {
  case film(Int)
}

/// A push and a pop on a stack of n routes. Each rebuilt the stack (O(n)) before.
final class FlowPushPop: Scenario {
  private let flow: Flow<ScalingRoute, Never>

  init(depth: Int) {
    flow = Flow(path: (0..<depth).map { .film($0) })
  }

  func run(_ operations: Int) {
    for operation in 0..<operations {
      flow.push(.film(operation))
      flow.pop()
    }
  }
}
