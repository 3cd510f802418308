import Flowline
import Observation

/// The counter screen of the documents, as a Flowline feature: a view event is mapped to an
/// action, the interactor changes the count, the reducer derives what the view shows.
struct Counter: Feature {
  struct DomainState: Equatable, Sendable {
    var count = 0
  }

  enum ViewEvent {
    case incrementTapped
    case decrementTapped
  }

  enum DomainAction: Sendable {
    case increment
    case decrement
  }

  struct ViewState: Equatable {
    var count: Int
    var canDecrement: Bool
  }

  func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .incrementTapped: .increment
    case .decrementTapped: .decrement
    }
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
    return .none
  }

  func reduce(_ state: DomainState) -> ViewState {
    ViewState(count: state.count, canDecrement: state.count > 0)
  }
}

/// The same screen as the MVVM the documents start from: a hand-written `@Observable` model.
@MainActor
@Observable
final class CounterViewModel {
  private(set) var count = 0

  var canDecrement: Bool { count > 0 }

  func incrementTapped() {
    count += 1
  }

  func decrementTapped() {
    count -= 1
  }
}
