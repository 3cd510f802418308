@_spi(Unobserved) import Flowline
import Testing

/// Records the order in which actions are applied.
struct Journal: Feature {
  enum DomainAction: Equatable, Sendable {
    case note(String)
    case noteTwice(String)
  }
  struct DomainState: Equatable, Sendable { var entries: [String] = [] }
  enum ScreenEvent: Equatable, Sendable { case noted(String) }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .note(let text):
      state.entries.append(text)
      return .emit(.noted(text))
    case .noteTwice(let text):
      state.entries.append(text)
      return .merge([.send(.note("\(text).1")), .send(.note("\(text).2"))])
    }
  }
}

@MainActor
@Suite struct ReentrancyTests {
  @Test func anActionSentWhileOneIsAppliedIsQueuedBehindIt() {
    let reference = StoreReference<Journal>()
    var seenDuringAction: [[String]] = []
    let interceptor = Interceptor<Journal>(action: { action in
      if action == .note("a") {
        reference.store?.dispatch(.note("b"))
      }
      seenDuringAction.append(reference.store?.domainState.entries ?? [])
    })
    let store = Store(initialState: .init(), feature: Journal(), interceptors: [interceptor])
    reference.store = store

    store.dispatch(.note("a"))

    #expect(store.domainState.entries == ["a", "b"])
    // When "b" was dispatched, "a" had not been applied yet; "b" was not applied inside "a".
    #expect(seenDuringAction == [[], ["a"]])
  }

  @Test func aScreenEventHandlerThatSendsBackIsQueued() {
    let reference = StoreReference<Journal>()
    let store = Store(initialState: .init(), feature: Journal()) { event in
      guard let store = reference.store else { return }
      if event == .noted("x") {
        store.dispatch(.note("reply"))
        #expect(store.domainState.entries == ["x"])
      }
    }
    reference.store = store
    store.dispatch(.noteTwice("x"))
    // .noteTwice applies "x", then its follow-ups in order; the handler ran for "x.1" and
    // "x.2" but never re-entrantly.
    #expect(store.domainState.entries == ["x", "x.1", "x.2"])
  }

  @Test func screenEventsAreDeliveredExactlyOnceInOrder() {
    var delivered: [Journal.ScreenEvent] = []
    let store = Store(initialState: .init(), feature: Journal()) { delivered.append($0) }
    store.dispatch(.noteTwice("a"))
    store.dispatch(.note("b"))
    #expect(delivered == [.noted("a.1"), .noted("a.2"), .noted("b")])
  }
}

/// Lets an interceptor reach the store it is installed in.
@MainActor
final class StoreReference<F: Feature> {
  weak var store: Store<F>?
}
