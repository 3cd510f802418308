import Flowline
import FlowlineTesting
import Testing

/// A refresh throttled with `latest: true` and marked cancellable, and a stop button.
struct Refresher: Feature {
  enum DomainAction: Equatable, Sendable {
    case refresh(Int)
    case refreshed(Int)
    case stop
  }
  struct DomainState: Equatable, Sendable { var refreshed: [Int] = [] }
  enum CancelID: Hashable, Sendable { case throttle, refresh }

  let clock: ManualClock

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .refresh(let value):
      return .run { send in await send(.refreshed(value)) }
        .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: true)
        .cancellable(id: CancelID.refresh)
    case .refreshed(let value):
      state.refreshed.append(value)
      return .none
    case .stop:
      return .cancel(id: CancelID.refresh)
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct ThrottleCancellationTests {
  @Test func cancellingStopsARunWaitingForTheIntervalToEnd() async {
    let clock = ManualClock()
    let harness = FeatureHarness(
      initialState: .init(), clock: clock, feature: Refresher(clock: clock))
    await harness.send(.refresh(1))
    await harness.receive(.refreshed(1)) { $0.refreshed = [1] }
    await harness.send(.refresh(2))  // waits for the interval to end
    await harness.send(.stop)
    await harness.advance(by: .seconds(2))
    await harness.finish()  // fails if refreshed(2) arrived or the run still waits
  }

  @Test func aWaitingRunNotCancelledStillRunsAtTheEndOfTheInterval() async {
    let clock = ManualClock()
    let harness = FeatureHarness(
      initialState: .init(), clock: clock, feature: Refresher(clock: clock))
    await harness.send(.refresh(1))
    await harness.receive(.refreshed(1)) { $0.refreshed = [1] }
    await harness.send(.refresh(2))
    await harness.send(.refresh(3))  // replaces the waiting one
    await harness.advance(by: .seconds(1))
    await harness.receive(.refreshed(3)) { $0.refreshed.append(3) }
    await harness.finish()
  }
}
