@_spi(Unobserved) import Flowline
import Testing

@MainActor
@Suite struct CounterTests {
  @Test func aCounterNeedsOnlyStateActionsAndAnInteractor() {
    let store = Store(initialState: .init(), feature: Counter())
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    store.send(.decrementTapped)
    #expect(store.count == 1)
    #expect(store.viewState == Counter.DomainState(count: 1))
    #expect(store.domainState.count == 1)
  }

  @Test func aSendWithoutEffectsReturnsAnEmptyHandle() async {
    let store = Store(initialState: .init(), feature: Counter())
    let task = store.send(.incrementTapped)
    #expect(task.isEmpty)
    await task.finish()
    #expect(store.count == 1)
  }
}
