import Flowline

// Benchmark 1: one event through a counter store, against the same pure functions called
// directly and a hand-written `@Observable` model, with no observer and with one tracked
// reader re-armed after every event, as SwiftUI re-renders.

/// Calls the counter feature's three pure functions directly, and compares view states as a
/// store's change detection would: the floor under any store.
final class PureFunctionsDispatch: Scenario {
  private let feature = Counter()
  private var state = Counter.DomainState()
  private var viewState: Counter.ViewState

  init() {
    viewState = feature.reduce(state)
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      guard let action = feature.map(event: .incrementTapped) else { continue }
      _ = feature.interact(&state, with: action)
      let next = feature.reduce(state)
      if next != viewState {
        viewState = next
      }
    }
  }
}

/// Sends events to a counter `@Observable` model, optionally watched by one reader.
final class ObservableDispatch: Scenario {
  private let model = CounterViewModel()
  private let reader: InvalidationCounter?

  init(reader: Bool) {
    self.reader = reader ? InvalidationCounter() : nil
  }

  func run(_ operations: Int) {
    if let reader {
      for _ in 0..<operations {
        track(reader) { model.count }
        model.incrementTapped()
      }
    } else {
      for _ in 0..<operations {
        model.incrementTapped()
      }
    }
  }
}

/// Sends events to a counter store, optionally watched by one reader.
final class StoreDispatch: Scenario {
  private let store = Store(initialState: .init(), feature: Counter())
  private let reader: InvalidationCounter?

  init(reader: Bool) {
    self.reader = reader ? InvalidationCounter() : nil
  }

  func run(_ operations: Int) {
    if let reader {
      for _ in 0..<operations {
        track(reader) { store.count }
        store.send(.incrementTapped)
      }
    } else {
      for _ in 0..<operations {
        store.send(.incrementTapped)
      }
    }
  }
}
