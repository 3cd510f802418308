@_spi(Unobserved) import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

/// A feature whose actions start the kinds of effect the store must run.
struct Worker: Feature {
  enum DomainAction: Equatable, Sendable {
    case startLongJob(id: Int)
    case startReplacingJob(id: Int)
    case cancelJobs
    case jobFinished(id: Int)
    case startFailingJob
    case failed(String)
    case startChain
    case chained(Int)
    case throttled(Int)
    case throttledLatest(Int)
    case tick(Int)
  }

  struct DomainState: Equatable, Sendable {
    var finished: [Int] = []
    var errors: [String] = []
    var log: [Int] = []
  }

  enum CancelID: Hashable, Sendable { case jobs, throttle, throttleLatest }

  let clock: ManualClock
  let events: Recorder<String>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .startLongJob(let id):
      return longJob(id).cancellable(id: CancelID.jobs)
    case .startReplacingJob(let id):
      return longJob(id).cancellable(id: CancelID.jobs, cancelInFlight: true)
    case .cancelJobs:
      return .cancel(id: CancelID.jobs)
    case .jobFinished(let id):
      state.finished.append(id)
      return .none
    case .startFailingJob:
      return .run { _ in
        throw JobError.broken
      } catch: { error, send in
        await send(.failed("\(error)"))
      }
    case .failed(let message):
      state.errors.append(message)
      return .none
    case .startChain:
      return .merge([.send(.chained(1)), .send(.chained(2))])
    case .chained(let value):
      state.log.append(value)
      return value == 1 ? .send(.chained(10)) : .none
    case .throttled(let value):
      return .run { send in await send(.tick(value)) }
        .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock)
    case .throttledLatest(let value):
      return .run { send in await send(.tick(value)) }
        .throttle(id: CancelID.throttleLatest, for: .seconds(1), clock: clock, latest: true)
    case .tick(let value):
      state.log.append(value)
      return .none
    }
  }

  private func longJob(_ id: Int) -> Effect {
    .run { [clock, events] send in
      do {
        try await clock.sleep(for: .seconds(10))
        await send(.jobFinished(id: id))
      } catch {
        events.record("cancelled \(id)")
      }
    }
  }
}

enum JobError: Error { case broken }

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct EffectTests {
  let clock = ManualClock()
  let events = Recorder<String>()

  func makeStore() -> Store<Worker> {
    Store(initialState: .init(), feature: Worker(clock: clock, events: events))
  }

  @Test func anEffectReportsItsOutcomeAsAnAction() async {
    let store = makeStore()
    let task = store.dispatch(.startLongJob(id: 1))
    await clock.advance(by: .seconds(10))
    await task.finish()
    #expect(store.domainState.finished == [1])
  }

  @Test func cancellingByIDStopsTheEffectAndDropsItsOutput() async {
    let store = makeStore()
    let task = store.dispatch(.startLongJob(id: 1))
    store.dispatch(.cancelJobs)
    await task.finish()
    await clock.run()
    #expect(store.domainState.finished.isEmpty)
    #expect(events.values == ["cancelled 1"])
  }

  @Test func cancelInFlightKeepsOnlyTheLatestEffect() async {
    let store = makeStore()
    let first = store.dispatch(.startReplacingJob(id: 1))
    let second = store.dispatch(.startReplacingJob(id: 2))
    await first.finish()
    await clock.advance(by: .seconds(10))
    await second.finish()
    #expect(store.domainState.finished == [2])
    #expect(events.values == ["cancelled 1"])
  }

  @Test func effectsWithoutCancelInFlightRunSideBySide() async {
    let store = makeStore()
    let first = store.dispatch(.startLongJob(id: 1))
    let second = store.dispatch(.startLongJob(id: 2))
    await clock.advance(by: .seconds(10))
    await first.finish()
    await second.finish()
    #expect(Set(store.domainState.finished) == [1, 2])
  }

  @Test func releasingTheStoreCancelsItsEffectsAndRunsDeinit() async {
    weak var weakStore: Store<Worker>?
    var task: StoreTask?
    do {
      let store = makeStore()
      weakStore = store
      task = store.dispatch(.startLongJob(id: 1))
      #expect(store.runningEffectCount == 1)
    }
    #expect(weakStore == nil)
    await task?.finish()
    #expect(events.values == ["cancelled 1"])
  }

  @Test func aThrownErrorBecomesAnAction() async {
    let store = makeStore()
    await store.dispatch(.startFailingJob).finish()
    #expect(store.domainState.errors == ["broken"])
  }

  @Test func followUpActionsRunAfterTheCurrentOneInOrder() {
    let store = makeStore()
    store.dispatch(.startChain)
    #expect(store.domainState.log == [1, 2, 10])
  }

  @Test func throttleDropsStartsWithinTheInterval() async {
    let store = makeStore()
    await store.dispatch(.throttled(1)).finish()
    await store.dispatch(.throttled(2)).finish()
    await clock.advance(by: .seconds(1))
    await store.dispatch(.throttled(3)).finish()
    #expect(store.domainState.log == [1, 3])
  }

  @Test func throttleLatestRunsTheLastStartAtTheEndOfTheInterval() async {
    let store = makeStore()
    await store.dispatch(.throttledLatest(1)).finish()
    let second = store.dispatch(.throttledLatest(2))
    let third = store.dispatch(.throttledLatest(3))
    #expect(store.domainState.log == [1])
    await second.finish()
    await clock.advance(by: .seconds(1))
    await third.finish()
    #expect(store.domainState.log == [1, 3])
  }

  @Test func finishingAHandleWaitsForEveryEffectTheSendStarted() async {
    let store = makeStore()
    let task = store.dispatch(.startLongJob(id: 1))
    #expect(!task.isEmpty)
    await clock.advance(by: .seconds(10))
    await task.finish()
    #expect(store.runningEffectCount == 0)
  }

  @Test func cancellingTheWaitCancelsTheWork() async {
    let store = makeStore()
    let task = store.dispatch(.startLongJob(id: 1))
    let waiter = Task { await task.finish() }
    waiter.cancel()
    await waiter.value
    await clock.run()
    #expect(store.domainState.finished.isEmpty)
    #expect(events.values == ["cancelled 1"])
  }
}
