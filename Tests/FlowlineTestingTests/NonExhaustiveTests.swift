import Flowline
import FlowlineTesting
import Testing

/// Non-exhaustive assertions: the closure still "turns the previous state into the expected one".
@MainActor
@Suite struct NonExhaustiveTests {
  let clock = ManualClock()

  func makeHarness() -> FeatureHarness<Probe> {
    FeatureHarness(
      initialState: .init(), clock: clock, exhaustivity: .off, feature: Probe(clock: clock))
  }

  @Test func aChangeRelativeToThePreviousStatePasses() async {
    let harness = makeHarness()
    await harness.send(.setThenFollow(1))  // skipped: value 1, then fetched(2) makes it 2
    await harness.send(.set(3)) { $0.value += 1 }
    await harness.send(.fetch) { $0.label = "fetching" }
    await harness.receive(.fetched(42)) {
      $0.value += 39
      $0.label = "done"
    }
    await harness.finish()
  }

  @Test func aWrongRelativeChangeFails() async {
    let harness = makeHarness()
    await harness.send(.set(3))
    await withKnownIssue {
      await harness.send(.set(4)) { $0.value += 5 }
    } matching: { issue in
      String(describing: issue).contains("value")
    }
    await harness.finish()
  }

  @Test func aClosureSettingOnlySomeFieldsStillPasses() async {
    let harness = makeHarness()
    await harness.send(.fetch)
    await harness.receive(.fetched(42)) { $0.label = "done" }
    await harness.finish()
  }
}
