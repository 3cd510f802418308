import Flowline
import FlowlineTesting
import Testing

/// A screen that counts down on a clock and says when it reached zero.
struct Countdown: Feature {
  enum DomainAction: Equatable, Sendable {
    case startTapped
    case ticked
  }
  struct DomainState: Equatable, Sendable { var remaining = 2 }
  enum ScreenEvent: Equatable { case reachedZero }

  let clock: any Clock<Duration>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .startTapped:
      return .run { [clock] send in
        for _ in 0..<2 {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
    case .ticked:
      state.remaining -= 1
      return state.remaining == 0 ? .emit(.reachedZero) : .none
    }
  }
}

/// The app's factory: it wires the feature and its analytics, and hands over its handler.
@MainActor
struct CountdownFactory {
  let dependencies: DependencyValues
  let tracked: AnalyticsLog

  func makeCountdown(
    onScreenEvent: ((Countdown.ScreenEvent) -> Void)? = nil
  ) -> Store<Countdown> {
    Store(
      initialState: .init(), feature: Countdown(clock: dependencies.clock),
      interceptors: [Interceptor(action: { [tracked] in tracked.record("\($0)") })],
      onScreenEvent: onScreenEvent)
  }
}

/// What the analytics interceptor tracked.
@MainActor
final class AnalyticsLog {
  private(set) var values: [String] = []
  func record(_ value: String) { values.append(value) }
}

@MainActor
@Suite struct FactoryStoreHarnessTests {
  @Test func aStoreTheAppsFactoryMadeIsTestedWithTheSameWiring() async {
    let clock = ManualClock()
    let tracked = AnalyticsLog()
    let factory = CountdownFactory(dependencies: .test { $0.clock = clock }, tracked: tracked)
    var handled: [Countdown.ScreenEvent] = []
    let harness = FeatureHarness(
      factory.makeCountdown { handled.append($0) }, clock: clock)

    await harness.send(.startTapped)
    await harness.advance(by: .seconds(2))
    await harness.receive(.ticked) { $0.remaining = 1 }
    await harness.receive(.ticked) { $0.remaining = 0 }
    await harness.receiveScreenEvent(.reachedZero)
    await harness.finish()

    #expect(handled == [.reachedZero])  // the factory's handler still got it
    #expect(tracked.values == ["startTapped", "ticked", "ticked"])  // and its analytics ran
  }
}
