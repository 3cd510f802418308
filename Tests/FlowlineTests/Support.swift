import Flowline

/// The seed-000 counter: the smallest complete feature.
struct Counter: Feature {
  struct DomainState: Equatable, Sendable { var count = 0 }
  enum DomainAction: Equatable, Sendable { case incrementTapped, decrementTapped }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .incrementTapped: state.count += 1
    case .decrementTapped: state.count -= 1
    }
    return .none
  }
}
