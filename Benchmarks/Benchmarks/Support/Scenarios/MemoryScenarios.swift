import Flowline

// Benchmark 6: the bytes and allocations of a store created and released, bare and after a
// view read it and sent it one event, against the same for a hand-written `@Observable` model.

/// Creates and releases counter stores.
final class StoreLifecycle: Scenario {
  private let used: Bool
  private let reader = InvalidationCounter()

  init(used: Bool) {
    self.used = used
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      let store = Store(initialState: .init(), feature: Counter())
      if used {
        track(reader) { store.count }
        store.send(.incrementTapped)
      }
    }
  }
}

/// Creates and releases counter `@Observable` models.
final class ModelLifecycle: Scenario {
  private let used: Bool
  private let reader = InvalidationCounter()

  init(used: Bool) {
    self.used = used
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      let model = CounterViewModel()
      if used {
        track(reader) { model.count }
        model.incrementTapped()
      }
    }
  }
}
