@_spi(Unobserved) public import Flowline
import FlowlineRecording
import Testing

extension AppHarness {
  /// One screen of the app under an ``AppHarness``: send it view events and assert what it
  /// does, in the one order of everything the app does.
  ///
  /// Get one with ``AppHarness/screen(_:_:fileID:filePath:line:column:)`` (the screen of a
  /// route), ``AppHarness/destination(_:fileID:filePath:line:column:)`` or
  /// ``AppHarness/screen(_:fileID:filePath:line:column:)`` (a root store). A screen
  /// keeps its store's history after its route is popped: its last actions can still be
  /// received.
  @MainActor
  public struct Screen<F: Feature> {
    let harness: AppHarness
    let tracked: TrackedStore<F>?

    /// The screen's store, while it is alive.
    public var store: Store<F>? { tracked?.store }

    /// The screen's domain state as of the last assertion.
    public var state: F.DomainState? { tracked?.asserted }

    /// Sends a view event to the screen and asserts the state change of the action it became.
    ///
    /// - Parameters:
    ///   - event: What the user did.
    ///   - update: Turns the screen's previous state into the expected one; omit it when the
    ///     state must not change.
    ///   - fileID: The assertion's file.
    ///   - filePath: The assertion's file path.
    ///   - line: The assertion's line.
    ///   - column: The assertion's column.
    public func send(
      _ event: F.ViewEvent,
      assert update: ((inout F.DomainState) throws -> Void)? = nil,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) async {
      await perform(
        "sending \(describeCase(event))", update,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ) { $0.send(event) }
    }

    /// Sends a view event through a child or row store scoped from the screen's store, and
    /// asserts the state change of the screen's action it became.
    ///
    /// - Parameters:
    ///   - event: The child's view event.
    ///   - child: A store scoped from this screen's store.
    ///   - update: Turns the screen's previous state into the expected one.
    ///   - fileID: The assertion's file.
    ///   - filePath: The assertion's file path.
    ///   - line: The assertion's line.
    ///   - column: The assertion's column.
    public func send<Child: Feature>(
      _ event: Child.ViewEvent,
      to child: Store<Child>,
      assert update: ((inout F.DomainState) throws -> Void)? = nil,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) async {
      await perform(
        "sending \(describe(event)) to a \(Child.self) store", update,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ) { _ in child.send(event) }
    }

    /// Asserts that the next thing that happened is an action this screen applied (fed back by
    /// an effect, or handed to it by the app), and the state change it made.
    ///
    /// - Parameters:
    ///   - expected: The action.
    ///   - update: Turns the screen's previous state into the expected one.
    ///   - fileID: The assertion's file.
    ///   - filePath: The assertion's file path.
    ///   - line: The assertion's line.
    ///   - column: The assertion's column.
    public func receive(
      _ expected: F.DomainAction,
      assert update: ((inout F.DomainState) throws -> Void)? = nil,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) async where F.DomainAction: Equatable {
      // When the next entry is another action of this screen (a different payload), the failure
      // shows the difference and leaves the entry for the assertion meant for it.
      let explain: (F.DomainAction) -> String? = { actual in
        "The action differs from the expected one: (−: expected, +: actual)\n"
          + difference(expected, actual)
      }
      await receive(
        describeCase(expected), { $0 == expected }, update,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        explain: explain)
    }

    /// Asserts the next action this screen applied by a predicate.
    ///
    /// - Parameters:
    ///   - predicate: Whether an action is the expected one.
    ///   - update: Turns the screen's previous state into the expected one.
    ///   - fileID: The assertion's file.
    ///   - filePath: The assertion's file path.
    ///   - line: The assertion's line.
    ///   - column: The assertion's column.
    public func receive(
      where predicate: @escaping (F.DomainAction) -> Bool,
      assert update: ((inout F.DomainState) throws -> Void)? = nil,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) async {
      await receive(
        "an action matching the predicate", predicate, update,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the next thing that happened is a screen event this screen reported.
    ///
    /// - Parameters:
    ///   - expected: The screen event.
    ///   - fileID: The assertion's file.
    ///   - filePath: The assertion's file path.
    ///   - line: The assertion's line.
    ///   - column: The assertion's column.
    public func receiveScreenEvent(
      _ expected: F.ScreenEvent,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) async where F.ScreenEvent: Equatable {
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      guard let tracked = usable(at: location) else { return }
      await harness.receive("\(tracked.place) to report \(describeCase(expected))", at: location) {
        entry in
        guard case .screenEvent(let screen, let event) = entry, screen === tracked,
          let actual = event as? F.ScreenEvent
        else { return nil }
        return {
          guard actual != expected else { return nil }
          return "The screen event differs from the expected one: (−: expected, +: actual)\n"
            + difference(expected, actual)
        }
      }
    }

    /// Asserts the view state as of the last assertion, computed by the feature's reducer.
    ///
    /// - Parameters:
    ///   - expected: The view state the screen should render now.
    ///   - fileID: The assertion's file.
    ///   - filePath: The assertion's file path.
    ///   - line: The assertion's line.
    ///   - column: The assertion's column.
    public func assertViewState(
      _ expected: F.ViewState,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      guard let tracked = usable(at: location) else { return }
      let actual = tracked.feature.reduce(tracked.asserted)
      guard actual != expected else { return }
      harness.report(
        "The view state of \(tracked.place) differs from the expected one: (−: expected, +: actual)\n"
          + difference(expected, actual), at: location)
    }

    private func usable(at location: SourceLocation) -> TrackedStore<F>? {
      guard let tracked else {
        harness.report("The screen was not found (reported where it was asked for).", at: location)
        return nil
      }
      return tracked
    }

    private func receive(
      _ expectation: String,
      _ predicate: @escaping (F.DomainAction) -> Bool,
      _ update: ((inout F.DomainState) throws -> Void)?,
      at location: SourceLocation,
      explain: @escaping (F.DomainAction) -> String? = { _ in nil }
    ) async {
      guard let tracked = usable(at: location) else { return }
      let exhaustive = harness.exhaustivity.isExhaustive
      await harness.receive(
        "\(tracked.place) to receive \(expectation)", at: location,
        match: { entry in
          guard case .action(let screen, let action, let index) = entry, screen === tracked,
            let action = action as? F.DomainAction, predicate(action)
          else { return nil }
          return {
            stateMismatch(
              update, from: tracked.asserted, to: tracked.state(afterEntry: index),
              exhaustive: exhaustive, what: "\(tracked.place) received \(describeCase(action))")
          }
        },
        explain: { entry in
          guard case .action(let screen, let action, _) = entry, screen === tracked,
            let action = action as? F.DomainAction
          else { return nil }
          return explain(action)
        })
    }

    private func perform(
      _ what: String,
      _ update: ((inout F.DomainState) throws -> Void)?,
      at location: SourceLocation,
      _ body: (Store<F>) -> Void
    ) async {
      guard let tracked = usable(at: location) else { return }
      guard let store = tracked.store else {
        harness.report("\(tracked.place) is gone: its route left the flow.", at: location)
        return
      }
      harness.settleLeftoversBeforeSending(at: location)
      let start = harness.log.count
      body(store)
      let actual: F.DomainState
      if start < harness.log.count, case .action(let screen, _, let index) = harness.log[start],
        screen === tracked
      {
        harness.next = start + 1
        actual = tracked.state(afterEntry: index)
      } else {
        actual = store.domainState
      }
      if let failure = stateMismatch(
        update, from: tracked.asserted, to: actual,
        exhaustive: harness.exhaustivity.isExhaustive, what: "\(what) to \(tracked.place)")
      {
        harness.report(failure, at: location)
      }
      tracked.asserted = actual
      await harness.settle()
      harness.recordLeftovers()
    }
  }

  /// Lets started effects reach their first suspension.
  func settle() async {
    for _ in 0..<ManualClock.settlingSteps {
      await Task.yield()
    }
  }
}

/// A store an ``AppHarness`` follows.
@MainActor
protocol TrackedScreen: AnyObject {
  /// How failures name the screen.
  var place: String { get }
  var runningEffectCount: Int { get }
  /// Moves the asserted state to the state after the store's `index`th action.
  func assertState(afterEntry index: Int)
  func cancelEverything()
  /// The name of the store's feature, which names a root screen in a recording.
  var featureName: String { get }
  /// Whether the store was given to the harness as a root.
  var isRoot: Bool { get }
  /// The store, while it is alive.
  var screen: (any FlowScreen)? { get }
  /// Where the store was shown when the harness met it, as a recording names it.
  var address: ScreenAddress { get set }
}

/// A followed store and its history of states.
@MainActor
final class TrackedStore<F: Feature>: TrackedScreen {
  weak var store: Store<F>?
  let feature: F
  let place: String
  var asserted: F.DomainState
  /// The state before and after each action the store applied, in order.
  var history: [(before: F.DomainState, after: F.DomainState?)] = []
  let isRoot: Bool
  var address: ScreenAddress

  init(_ store: Store<F>, place: String, address: ScreenAddress?) {
    self.store = store
    self.isRoot = address == nil
    self.address = address ?? ScreenAddress(root: String(describing: F.self))
    self.feature = store.feature
    self.place = place
    self.asserted = store.domainState
  }

  var runningEffectCount: Int { store?.runningEffectCount ?? 0 }
  var featureName: String { String(describing: F.self) }
  var screen: (any FlowScreen)? { store }

  func state(afterEntry index: Int) -> F.DomainState {
    history[index].after ?? history[index].before
  }

  func assertState(afterEntry index: Int) {
    asserted = state(afterEntry: index)
  }

  func cancelEverything() {
    store?.cancelAllEffects(includingPendingWork: true)
  }
}

/// A store the harness can follow whatever its feature: opens the `any FlowScreen` a flow
/// hands over.
@MainActor
protocol HarnessAttachable {
  func track<Route, Destination>(
    in harness: AppHarness<Route, Destination>, at place: (String) -> String,
    address: ScreenAddress?
  ) -> any TrackedScreen
}

extension Store: HarnessAttachable {
  func track<Route, Destination>(
    in harness: AppHarness<Route, Destination>, at place: (String) -> String,
    address: ScreenAddress?
  ) -> any TrackedScreen {
    let tracked = TrackedStore(self, place: place("\(F.self)"), address: address)
    pendingWorkObserver = { [weak harness] work in harness?.followWork(work) }
    effectErrorObserver = { [weak harness] error in
      harness?.location.report(unhandledEffectError(error, in: "\(F.self)"))
    }
    intercept(
      Interceptor(
        action: { [weak harness, weak tracked] action in
          guard let tracked, let store = tracked.store else { return }
          tracked.history.append((before: store.domainState, after: nil))
          harness?.append(.action(tracked, action: action, index: tracked.history.count - 1))
        },
        stateChange: { [weak tracked] change in
          guard let tracked, !tracked.history.isEmpty else { return }
          tracked.history[tracked.history.count - 1].after = change.new
        },
        screenEvent: { [weak harness, weak tracked] event in
          guard let tracked else { return }
          harness?.append(.screenEvent(tracked, event: event))
        }))
    return tracked
  }
}

/// A shared value an ``AppHarness`` follows.
@MainActor
protocol TrackedShared: AnyObject {
  var name: String { get }
  func assert(_ box: AnySendableBox)
}

@MainActor
final class TrackedSharedValue<Value: Equatable & Sendable>: TrackedShared {
  let name: String
  var asserted: Value

  init(_ shared: Shared<Value>, name: String) {
    self.name = name
    self.asserted = shared.value
  }

  func assert(_ box: AnySendableBox) {
    if let value = box.value as? Value { asserted = value }
  }
}

/// Compares the state after a step with the expectation the test wrote; returns the failure.
///
/// Non-exhaustive checks accept the closure as a change from the previous state (a relative
/// mutation such as `append`) or as the fields it cares about set on the actual state.
func stateMismatch<State: Equatable>(
  _ update: ((inout State) throws -> Void)?,
  from asserted: State,
  to actual: State,
  exhaustive: Bool,
  what: String
) -> String? {
  var expected = asserted
  do {
    try update?(&expected)
    if !exhaustive, expected != actual {
      expected = actual
      try update?(&expected)
    }
  } catch {
    return "The assertion after \(what) threw: \(error)"
  }
  guard expected != actual else { return nil }
  return "The state after \(what) differs from the expected one: (−: expected, +: actual)\n"
    + difference(expected, actual)
}
