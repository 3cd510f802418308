import Flowline

// Benchmark 2: a screen made of n child features kept by identifier; each event is routed to
// one child. The cost per event must not grow with the number of siblings.

/// A parent screen of counter children kept by identifier; its view state is its domain state.
struct Dashboard: Feature {
  struct DomainState: Equatable, Sendable {
    var children: IdentifiedStates<Int, Counter.DomainState>
  }

  enum DomainAction: Sendable {
    case child(id: Int, Counter.DomainAction)
  }

  let child = Counter()

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .child(let id, let action):
      interact(
        child: child, &state.children, id: id, action,
        action: { .child(id: $0, $1) })
    }
  }
}

/// Routes events to one child of a dashboard of `children` children.
///
/// With `readers`, every child is rendered by a reader of its own count, as a row view would;
/// only the routed child's reader is invalidated, and it is re-armed after each event.
final class CompositionDispatch: Scenario {
  private let store: Store<Dashboard>
  private let routed: Int
  private let invalidations = InvalidationCounter()
  private let readers: Bool

  init(children: Int, readers: Bool) {
    let states = IdentifiedStates((0..<children).map { ($0, Counter.DomainState()) })
    store = Store(initialState: .init(children: states), feature: Dashboard())
    routed = children / 2
    self.readers = readers
    if readers {
      for id in 0..<children where id != routed {
        track(invalidations) { store[dynamicMember: \.children[id: id]?.count] }
      }
    }
  }

  func run(_ operations: Int) {
    let routed = routed
    if readers {
      for _ in 0..<operations {
        track(invalidations) { store[dynamicMember: \.children[id: routed]?.count] }
        store.dispatch(.child(id: routed, .increment))
      }
    } else {
      for _ in 0..<operations {
        store.dispatch(.child(id: routed, .increment))
      }
    }
  }
}
