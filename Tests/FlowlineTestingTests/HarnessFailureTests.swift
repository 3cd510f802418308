import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

/// A small feature with every kind of output, for testing the harness itself.
struct Probe: Feature {
  enum DomainAction: Equatable, Sendable {
    case set(Int)
    case setThenFollow(Int)
    case fetch
    case fetched(Int)
    case wait
    case waited
    case finish
  }
  struct DomainState: Equatable, Sendable {
    var value = 0
    var label = ""
  }
  enum ScreenEvent: Equatable, Sendable { case finished }

  let clock: ManualClock

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .set(let value):
      state.value = value
      return .none
    case .setThenFollow(let value):
      state.value = value
      return .send(.fetched(value * 2))
    case .fetch:
      state.label = "fetching"
      return .run { send in await send(.fetched(42)) }
    case .fetched(let value):
      state.value = value
      state.label = "done"
      return .none
    case .wait:
      return .run { [clock] send in
        try? await clock.sleep(for: .seconds(5))
        await send(.waited)
      }
    case .waited:
      state.label = "waited"
      return .none
    case .finish:
      return .emit(.finished)
    }
  }
}

@MainActor
@Suite struct HarnessFailureTests {
  let clock = ManualClock()

  func makeHarness(_ exhaustivity: Exhaustivity = .on) -> FeatureHarness<Probe> {
    FeatureHarness(
      initialState: .init(), clock: clock, exhaustivity: exhaustivity, feature: Probe(clock: clock))
  }

  @Test func aWrongExpectedStateFailsWithADiff() async {
    let harness = makeHarness()
    await withKnownIssue {
      await harness.send(.set(1)) { $0.value = 2 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined() + String(describing: issue)
      return text.contains("differs from the expected") && text.contains("value: 2")
        && text.contains("value: 1")
    }
    await harness.finish()
  }

  @Test func anUnassertedChangeFails() async {
    let harness = makeHarness()
    await withKnownIssue {
      await harness.send(.set(3))
    }
    await harness.finish()
  }

  @Test func theRightExpectationPasses() async {
    let harness = makeHarness()
    await harness.send(.set(3)) { $0.value = 3 }
    #expect(harness.state.value == 3)
    await harness.finish()
  }

  @Test func anUnreceivedActionFailsAtFinishNamingIt() async {
    let harness = makeHarness()
    await harness.send(.fetch) { $0.label = "fetching" }
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      String(describing: issue).contains("1 unreceived action")
        && String(describing: issue).contains("fetched(42)")
    }
  }

  @Test func aParentCanDispatchAnActionWithAnAssertion() async {
    let harness = makeHarness()
    await harness.dispatch(.setThenFollow(3)) { $0.value = 3 }
    await harness.receive(.fetched(6)) {
      $0.value = 6
      $0.label = "done"
    }
    await withKnownIssue {
      await harness.dispatch(.set(1)) { $0.value = 2 }
    }
    await harness.finish()
  }

  @Test func aFollowUpActionMustBeReceivedToo() async {
    let harness = makeHarness()
    await harness.send(.setThenFollow(2)) { $0.value = 2 }
    await harness.receive(.fetched(4)) {
      $0.value = 4
      $0.label = "done"
    }
    await harness.finish()
  }

  @Test func receivingTheWrongActionFails() async {
    let harness = makeHarness()
    await harness.send(.fetch) { $0.label = "fetching" }
    await withKnownIssue {
      await harness.receive(.fetched(41))
    } matching: { issue in
      String(describing: issue).contains("but received")
    }
    await harness.finish()
  }

  @Test func aStillRunningEffectFailsAtFinishAndIsCancelled() async {
    let harness = makeHarness()
    await harness.send(.wait)
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      String(describing: issue).contains("1 effect still running")
    }
    #expect(harness.store.runningEffectCount == 0)
  }

  @Test func advancingTheClockLetsTheEffectFinish() async {
    let harness = makeHarness()
    await harness.send(.wait)
    await harness.advance(by: .seconds(5))
    await harness.receive(.waited) { $0.label = "waited" }
    await harness.finish()
  }

  @Test func receivingAnActionThatWaitsOnTheClockFailsInEffectStepsNotSeconds() async {
    let harness = makeHarness()
    harness.effectStepLimit = 50
    await harness.send(.wait)
    await withKnownIssue {
      await harness.receive(.waited)
    } matching: { issue in
      String(describing: issue).contains("advance the clock")
    }
    await harness.advance(by: .seconds(5))
    await harness.receive(.waited) { $0.label = "waited" }
    await harness.finish()
  }

  @Test func anUnassertedScreenEventFailsAtFinish() async {
    let harness = makeHarness()
    await harness.send(.finish)
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      String(describing: issue).contains("unasserted screen event")
    }
  }

  @Test func theWrongScreenEventFails() async {
    let harness = makeHarness()
    await withKnownIssue {
      await harness.receiveScreenEvent(.finished)
    } matching: { issue in
      String(describing: issue).contains("none was reported")
    }
    await harness.finish()
  }

  @Test func sendingBeforeReceivingFails() async {
    let harness = makeHarness()
    await harness.send(.setThenFollow(1)) { $0.value = 1 }
    await withKnownIssue {
      await harness.send(.set(5)) { $0.value = 5 }
    } matching: { issue in
      String(describing: issue).contains("before asserting")
    }
    await harness.finish()
  }

  @Test func aWrongViewStateFails() async {
    let harness = makeHarness()
    withKnownIssue {
      harness.assertViewState(.init(value: 9, label: ""))
    }
    harness.assertViewState(.init(value: 0, label: ""))
    await harness.finish()
  }

  @Test func nonExhaustiveHarnessesCheckOnlyWhatTheTestSays() async {
    let harness = makeHarness(.off)
    await harness.send(.fetch)
    await harness.receive(.fetched(42)) { $0.value = 42 }
    await harness.send(.setThenFollow(1))
    await harness.send(.wait)
    await harness.finish()
    #expect(harness.state.value == 2)
  }

  @Test func nonExhaustiveHarnessesStillFailOnAWrongAssertion() async {
    let harness = makeHarness(.off)
    await harness.send(.fetch)
    await withKnownIssue {
      await harness.receive(.fetched(42)) { $0.label = "wrong" }
    }
    await harness.finish()
  }

  @Test func nonExhaustiveHarnessesCanShowWhatTheySkipped() async {
    let harness = makeHarness(.off(showSkipped: true))
    await harness.send(.setThenFollow(1))
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      issue.severity == .warning && String(describing: issue).contains("fetched(2)")
    }
  }

  @Test func aDependencyTheTestDidNotProvideFailsByName() async {
    await withKnownIssue {
      let harness = FeatureHarness(initialState: .init()) { dependencies in
        UserList(userService: dependencies.userService, clock: ContinuousClock())
      }
      await harness.finish()
    } matching: { issue in
      String(describing: issue).contains("UserServiceKey")
    }
  }

  @Test func aProvidedDependencyReportsNothing() async {
    let harness = FeatureHarness(
      initialState: .init(),
      dependencies: { $0.userService = MockUserService() },
      feature: { UserList(userService: $0.userService, clock: ContinuousClock()) }
    )
    await harness.finish()
  }
}
