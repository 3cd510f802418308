@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// Counts down with `.send` follow-ups: one action starts a chain as long as it asks for.
struct Countdown: Feature {
  struct DomainState: Equatable, Sendable { var steps = 0 }
  enum DomainAction: Sendable {
    case start(Int)
    case keep
  }

  let keeper: SendKeeper

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .start(let remaining):
      state.steps += 1
      return remaining > 0 ? .send(.start(remaining - 1)) : .none
    case .keep:
      return .run { [keeper] send in await keeper.keep(send) }
    }
  }
}

/// Keeps an effect's `Send` past the effect, as careless code might.
@MainActor
final class SendKeeper: Sendable {
  private(set) var send: Send<Countdown.DomainAction>?

  func keep(_ send: Send<Countdown.DomainAction>) { self.send = send }
}

/// What an experienced user tries first: long chains, many actions, other threads, a store
/// that is gone.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct StoreEdgeCaseTests {
  @Test func aLongChainOfFollowUpActionsIsQueuedNotRecursive() {
    let store = Store(initialState: .init(), feature: Countdown(keeper: SendKeeper()))
    store.send(.start(200_000))
    #expect(store.domainState.steps == 200_001)
  }

  @Test func manyActionsInvalidateAReaderOnce() {
    let store = Store(initialState: .init(), feature: Counter())
    let tally = Tally(count: 1)
    observe(tally, 0) { store.count }
    for _ in 0..<100_000 { store.send(.incrementTapped) }
    #expect(store.count == 100_000)
    #expect(tally.counts == [1])
  }

  @Test func eventsSentFromOtherTasksAreAllApplied() async {
    let store = Store(initialState: .init(), feature: Counter())
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { await store.send(.incrementTapped) }
      }
    }
    await Task.detached { _ = await store.send(.incrementTapped) }.value
    #expect(store.count == 101)
  }

  @Test func aSendKeptPastItsStoreIsHarmless() async {
    let keeper = SendKeeper()
    var store: Store<Countdown>? = Store(initialState: .init(), feature: Countdown(keeper: keeper))
    weak let released = store
    await store?.send(.keep).finish()
    store = nil
    #expect(released == nil)
    keeper.send?(.start(3))  // dropped: nobody receives it, nothing crashes
  }

  @Test func cancellingTwiceAndCancellingNothingAreHarmless() async {
    let store = Store(initialState: .init(), feature: Countdown(keeper: SendKeeper()))
    let task = store.send(.keep)
    task.cancel()
    task.cancel()
    await task.finish()
    store.cancelAllEffects()
    store.cancelAllEffects()
    let none = store.send(.start(0))
    #expect(none.isEmpty)
    none.cancel()
    await none.finish()
  }
}
