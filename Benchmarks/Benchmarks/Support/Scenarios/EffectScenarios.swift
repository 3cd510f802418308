import Flowline
import Observation

// Benchmark 5: start an effect that returns one action and wait until the action is applied,
// against the bare `Task` a hand-written model starts for the same work.

/// The use case of the effect: async work off the main actor that produces one value.
nonisolated func fetchAnswer() async -> Int {
  42
}

/// A screen that loads one value through an effect.
struct Loader: Feature {
  struct DomainState: Equatable, Sendable {
    var value = 0
  }

  enum DomainAction: Sendable {
    case loadTapped
    case loaded(Int)
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .loadTapped:
      return .run { send in
        await send(.loaded(await fetchAnswer()))
      }
    case .loaded(let value):
      state.value = value
      return .none
    }
  }
}

/// Sends an event whose effect returns one action, and awaits the effect's end.
final class StoreEffect: AsyncScenario {
  private let store = Store(initialState: .init(), feature: Loader())

  func run(_ operations: Int) async {
    for _ in 0..<operations {
      await store.send(.loadTapped).finish()
    }
  }
}

/// The loader as a hand-written `@Observable` model.
@MainActor
@Observable
final class LoaderViewModel {
  var value = 0
}

/// Starts a bare `Task` that does the same work and sets the value, and awaits it.
final class BareTaskEffect: AsyncScenario {
  private let model = LoaderViewModel()

  func run(_ operations: Int) async {
    for _ in 0..<operations {
      let model = model
      let task = Task {
        model.value = await fetchAnswer()
      }
      await task.value
    }
  }
}
