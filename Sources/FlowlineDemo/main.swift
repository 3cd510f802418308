// The smallest runnable Flowline program: a counter feature driven by a store, with the
// logging interceptor printing each action and the state change it made.
import Flowline

struct Counter: Feature {
  struct DomainState: Equatable, Sendable { var count = 0 }
  enum DomainAction: Sendable { case incrementTapped, decrementTapped }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .incrementTapped: state.count += 1
    case .decrementTapped: state.count -= 1
    }
    return .none
  }
}

@MainActor
func run() {
  let store = Store(
    initialState: .init(), feature: Counter(), interceptors: [.logging("Counter")])
  store.send(.incrementTapped)
  store.send(.incrementTapped)
  store.send(.decrementTapped)
  print("count = \(store.count)")
}

MainActor.assumeIsolated { run() }
