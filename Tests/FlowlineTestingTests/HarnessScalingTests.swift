@_spi(Unobserved) import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

// A long test costs what it does, not the square of it: these tests count the harness's work
// instead of timing it.

/// An action payload that counts how many times it was reflected (described).
struct Reflected: Sendable, Equatable, CustomReflectable {
  var number: Int
  let reflections: Recorder<Void>

  var customMirror: Mirror {
    reflections.record(())
    return Mirror(self, children: ["number": number])
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
}

/// Storage whose release a test can watch.
final class Payload: Sendable {}

/// A feature that feeds back many actions at once, and replaces its payload on demand.
struct Burst: Feature {
  struct DomainState: Equatable, Sendable {
    var received = 0
    var payload = Payload()

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.received == rhs.received && lhs.payload === rhs.payload
    }
  }
  enum DomainAction: Sendable, Equatable {
    case burst(Int)
    case item(Reflected)
    case replacePayload
  }
  let reflections: Recorder<Void>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .burst(let count):
      return .merge(
        (0..<count).map { .send(.item(Reflected(number: $0, reflections: reflections))) })
    case .item:
      state.received += 1
      return .none
    case .replacePayload:
      state.payload = Payload()
      return .none
    }
  }
}

@MainActor
@Suite struct HarnessScalingTests {
  /// How many payloads were reflected while one send fed back `count` actions, received one
  /// by one.
  func reflectionsReceiving(_ count: Int) async -> Int {
    let reflections = Recorder<Void>()
    let harness = FeatureHarness(initialState: .init(), feature: Burst(reflections: reflections))
    await harness.send(.burst(count))
    for number in 0..<count {
      await harness.receive(.item(Reflected(number: number, reflections: reflections))) {
        $0.received += 1
      }
    }
    await harness.finish()
    return reflections.values.count
  }

  @Test func receivingManyActionsDescribesEachLeftoverOnce() async {
    let hundred = await reflectionsReceiving(100)
    let thousand = await reflectionsReceiving(1_000)
    // Linear: describing every unreceived action after every step made it ~10× per action.
    #expect(hundred > 0)
    #expect(thousand <= 11 * hundred)
  }

  @Test func aHarnessLetsGoOfTheStatesOfActionsItAsserted() async {
    let harness = FeatureHarness(
      initialState: .init(), feature: Burst(reflections: Recorder<Void>()))
    weak let first = harness.state.payload
    await harness.send(.replacePayload) { $0.payload = harness.store.domainState.payload }
    weak let second = harness.state.payload
    await harness.send(.replacePayload) { $0.payload = harness.store.domainState.payload }
    #expect(first == nil)
    #expect(second == nil)
    await harness.finish()
  }

  /// How many payloads were reflected while a non-exhaustive app harness was sent `count`
  /// events it never asserted.
  func reflectionsSendingToAnApp(_ count: Int) async -> Int {
    let reflections = Recorder<Void>()
    let clock = ManualClock()
    let store = Store(initialState: .init(), feature: Burst(reflections: reflections))
    let harness = AppHarness(
      flow: Flow<Journey.Route, Journey.Destination>(), roots: [store], clock: clock,
      exhaustivity: .off)
    let screen = harness.screen(store)
    for number in 0..<count {
      await screen.send(.item(Reflected(number: number, reflections: reflections)))
    }
    await harness.finish()
    return reflections.values.count
  }

  @Test func anAppHarnessStepCostsTheSameHoweverMuchIsLeftUnasserted() async {
    let hundred = await reflectionsSendingToAnApp(100)
    let thousand = await reflectionsSendingToAnApp(1_000)
    // Linear: describing every unasserted entry after every step made it ~10× per step.
    #expect(hundred > 0)
    #expect(thousand <= 11 * hundred)
  }
}
