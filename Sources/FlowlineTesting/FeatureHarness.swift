import Clocks
import CustomDump
@_spi(Unobserved) public import Flowline
import IssueReporting

/// The exhaustive, deterministic way to test a feature: every event it is sent, every action its
/// effects feed back, every state change and every screen event is asserted, in order.
///
/// The harness runs the feature's real event map, interactor and view-state reducer in a real
/// `Store`. Each assertion describes a state change as a mutation of the previous state; any
/// difference fails with a readable diff:
///
/// ```swift
/// @MainActor @Test func refreshLoadsUsers() async {
///   let harness = FeatureHarness(initialState: .init()) { dependencies in
///     UserList(userService: MockUserService(users: [.ann]), clock: dependencies.clock)
///   }
///
///   await harness.send(.onRefresh) {
///     $0.users = .loading
///   }
///   await harness.receive(.usersResponse(.success([.ann]))) {
///     $0.users = .loaded([.ann])
///   }
///   await harness.finish()
/// }
/// ```
///
/// Time never passes by itself: effects that sleep, debounce or throttle run on the harness's
/// ``clock``, which the test advances. Waiting for an effect is bounded in effect steps (turns
/// of the scheduler), never in seconds, and while a harness is alive ``SerialEffects`` runs
/// effects one job at a time so that each step is deterministic.
///
/// Exhaustive by default: ``finish(fileID:filePath:line:column:)`` fails, saying which, if actions were left unreceived,
/// screen events unasserted, or effects still running. Use ``Exhaustivity/off(showSkipped:)``
/// for integration-style tests that assert only what they care about.
@MainActor
public final class FeatureHarness<F: Feature> {
  /// The store that runs the feature.
  public let store: Store<F>

  /// The feature under test, as the harness's store runs it (to scope row or child stores with
  /// its child features).
  public var feature: F { store.feature }

  /// The clock the feature's timing effects run on; advance it with ``advance(by:)``.
  public let clock: ManualClock

  /// How strictly the harness checks; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity

  /// How many scheduler turns the harness waits for an effect's action before failing.
  public var effectStepLimit = 1_000

  /// The scheduler turns given to effects after each send and around each clock advance, so
  /// that started effects reach their first suspension (a clock sleep, a service call).
  static var settlingSteps: Int { 20 }

  let log: HarnessLog<F>
  let location: SourceLocation
  var nextEntry = 0
  var nextScreenEvent = 0
  var assertedState: F.DomainState
  private let ledger = HarnessLedger()
  var isFinished = false

  /// Creates a harness for a feature built by the test.
  ///
  /// Build the feature with the test's mocks and with `clock` for its timing effects.
  ///
  /// - Parameters:
  ///   - initialState: The domain state the feature starts from.
  ///   - clock: The test clock the feature's timing effects use.
  ///   - exhaustivity: How strictly to check; exhaustive by default.
  ///   - feature: The feature under test.
  ///   - fileID: The test's file, for failures not tied to an assertion.
  ///   - filePath: The test's file path.
  ///   - line: The test's line.
  ///   - column: The test's column.
  public convenience init(
    initialState: F.DomainState,
    clock: ManualClock = ManualClock(),
    exhaustivity: Exhaustivity = .on,
    feature: F,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      Store(initialState: initialState, feature: feature), clock: clock,
      exhaustivity: exhaustivity, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a harness for a store the app's own factory made: the wiring the app uses is the
  /// wiring under test, written once.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// let factory = FeatureFactory(dependencies: .test { $0.clock = clock })
  /// let harness = FeatureHarness(factory.makeLogin(), clock: clock)
  /// ```
  ///
  /// Hand over the store as the factory made it, before anything was sent to it; the harness
  /// starts from its current domain state. Interceptors the factory installed (analytics) keep
  /// running; a screen-event handler it was given still gets each screen event, which the
  /// harness also records.
  ///
  /// - Parameters:
  ///   - store: The store, fresh from the factory.
  ///   - clock: The test clock the factory gave the feature's timing effects.
  ///   - exhaustivity: How strictly to check; exhaustive by default.
  ///   - fileID: The test's file, for failures not tied to an assertion.
  ///   - filePath: The test's file path.
  ///   - line: The test's line.
  ///   - column: The test's column.
  public init(
    _ store: Store<F>,
    clock: ManualClock = ManualClock(),
    exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    SerialEffects.enter()
    let log = HarnessLog<F>()
    store.intercept(log.interceptor)
    log.store = store
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    store.effectErrorObserver = { error in
      location.report(unhandledEffectError(error, in: "\(F.self)"))
    }
    self.store = store
    self.clock = clock
    self.exhaustivity = exhaustivity
    self.log = log
    self.assertedState = store.domainState
    self.location = location
  }

  /// Creates a harness for a feature built from test dependencies, as a factory would build it.
  ///
  /// The container is in the test context: its `clock` dependency is the harness's test
  /// clock, and a dependency the test neither provides in `dependencies` nor has a test value
  /// for fails the test, naming it.
  ///
  /// - Parameters:
  ///   - initialState: The domain state the feature starts from.
  ///   - exhaustivity: How strictly to check; exhaustive by default.
  ///   - dependencies: Provides the dependencies the test controls.
  ///   - feature: Builds the feature from the container.
  ///   - fileID: The test's file, for failures not tied to an assertion.
  ///   - filePath: The test's file path.
  ///   - line: The test's line.
  ///   - column: The test's column.
  public convenience init(
    initialState: F.DomainState,
    exhaustivity: Exhaustivity = .on,
    dependencies: (inout DependencyValues) -> Void = { _ in },
    feature: (DependencyValues) -> F,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let clock = ManualClock()
    let values = DependencyValues.test { values in
      values.clock = clock
      dependencies(&values)
    }
    self.init(
      initialState: initialState, clock: clock, exhaustivity: exhaustivity,
      feature: feature(values), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    let (finished, leftovers) = ledger.read()
    if !finished {
      reportIssue(
        """
        A FeatureHarness was released without `await harness.finish()`, so its leftovers were \
        not checked.\(leftovers.isEmpty ? "" : " Last seen: \(leftovers)")
        """,
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
      SerialEffects.exit()
    }
  }

  /// The domain state as of the last assertion.
  ///
  /// Right after ``send(_:assert:fileID:filePath:line:column:)`` it is the state the event
  /// left, even if effects have already fed actions back: those count once they are received.
  public var state: F.DomainState { assertedState }

  /// The view state as of the last assertion, through the feature's real reducer.
  public var viewState: F.ViewState { store.feature.reduce(assertedState) }

  /// Sends a view event and asserts the state change the event's action makes.
  ///
  /// The closure receives the state as it was before and mutates it into what it should be
  /// after; omit it when the state must not change. An event the map turns into `nil` must not
  /// change the state. Actions the interactor feeds back at once (`.send(_:)` effects)
  /// are received with ``receive(_:assert:fileID:filePath:line:column:)``, like those of
  /// effects.
  ///
  /// - Parameters:
  ///   - event: The view event.
  ///   - update: Turns the previous state into the expected one.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  /// - Returns: The handle on the effects the event started.
  @discardableResult
  public func send(
    _ event: F.ViewEvent,
    assert update: ((inout F.DomainState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    await perform(
      "sending \(describe(event))", update,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { store.send(event) }
  }

  /// Hands a domain action straight to the interactor, as a parent or a flow does, and asserts
  /// the state change it makes.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - update: Turns the previous state into the expected one.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  /// - Returns: The handle on the effects the action started.
  @discardableResult
  public func dispatch(
    _ action: F.DomainAction,
    assert update: ((inout F.DomainState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    await perform(
      "dispatching \(describe(action))", update,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { store.dispatch(action) }
  }

  /// Runs a send or a dispatch and asserts the state change of the action it applied first.
  func perform(
    _ what: String,
    _ update: ((inout F.DomainState) throws -> Void)?,
    at location: SourceLocation,
    _ body: () -> StoreTask
  ) async -> StoreTask {
    settleLeftoversBeforeSending(at: location)
    let start = log.entries.count
    let task = body()
    if log.entries.count > start {
      nextEntry = start + 1
      check(update, after: log.state(after: start), what: what, at: location)
    } else {
      check(update, after: store.domainState, what: what, at: location)
    }
    await runEffectSteps(Self.settlingSteps)
    recordLeftovers()
    return task
  }

  /// Asserts the view state as of the last assertion, computed by the feature's real reducer.
  ///
  /// - Parameters:
  ///   - expected: The view state the view should render now.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func assertViewState(
    _ expected: F.ViewState,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = viewState
    guard actual != expected else { return }
    reportIssue(
      "The view state differs from the expected one: (−: expected, +: actual)\n"
        + difference(expected, actual),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Advances the test clock, letting effects that wait on it run.
  ///
  /// - Parameter duration: How far to advance.
  public func advance(by duration: Duration) async {
    await runEffectSteps(Self.settlingSteps)
    await clock.advance(by: duration)
    await runEffectSteps(Self.settlingSteps)
    recordLeftovers()
  }

  /// Compares the state after an assertion with the expectation and moves the asserted state on.
  func check(
    _ update: ((inout F.DomainState) throws -> Void)?,
    after actual: F.DomainState,
    what: String,
    at location: SourceLocation
  ) {
    defer { assertedState = actual }
    if let failure = stateMismatch(
      update, from: assertedState, to: actual, exhaustive: exhaustivity.isExhaustive, what: what)
    {
      report(failure, at: location)
    }
  }

  /// Lets effects run for up to `steps` turns of the scheduler.
  func runEffectSteps(_ steps: Int) async {
    for _ in 0..<steps {
      await Task.yield()
    }
  }

  func report(_ message: String, at location: SourceLocation) {
    location.report(message)
  }

  func warn(_ message: String, at location: SourceLocation) {
    location.warn(message)
  }

  /// Keeps what is left for the `deinit` to report, and lets go of the states kept for
  /// actions asserted already.
  func recordLeftovers() {
    log.forgetStates(before: nextEntry)
    guard !isFinished else { return }
    ledger.update(finished: false, leftovers: currentLeftovers())
  }

  func markFinished() {
    ledger.update(finished: true, leftovers: HarnessLeftovers())
  }
}

extension SourceLocation {
  /// Reports a failure at this location, in Swift Testing or XCTest.
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports what a test left at its end: a failure when exhaustive, a warning when it shows
  /// what it skipped, nothing otherwise.
  func reportLeftovers(_ leftovers: [String], _ exhaustivity: Exhaustivity) {
    guard !leftovers.isEmpty else { return }
    let message = "The test finished with \(leftovers.joined(separator: "; "))."
    if exhaustivity.isExhaustive {
      report(message)
    } else if exhaustivity.showsSkipped {
      warn(message)
    }
  }

  /// Reports a warning at this location.
  func warn(_ message: String) {
    reportIssue(
      message, severity: .warning, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// How `actual` differs from `expected`, for failure messages: custom-dump's diff and, where
/// that cannot show the difference (a `Sensitive` value never prints), one line per difference.
func difference<T>(_ expected: T, _ actual: T) -> String {
  let dumped = diff(expected, actual)
  let lines = StateDiff.lines(from: expected, to: actual).map { "  \($0)" }
  if let dumped, !dumped.contains("no difference detected") {
    // A secret prints `‹redacted›` on both sides: say which value differs, never how.
    guard dumped.contains(Sensitive<Never>.redacted), !lines.isEmpty else { return dumped }
    return ([dumped, "What differs:"] + lines).joined(separator: "\n")
  }
  if let dumped {
    return ([dumped, "What differs:"] + lines).joined(separator: "\n")
  }
  guard !lines.isEmpty else {
    return "expected \(describe(expected)), got \(describe(actual))"
  }
  return lines.joined(separator: "\n")
}

/// A one-line description of a value, for failure messages.
func describe(_ value: some Any) -> String {
  var text = ""
  customDump(value, to: &text, maxDepth: 2)
  return text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
    .joined(separator: " ")
}

/// The failure for an error an effect threw with no `catch:` to turn it into an action.
func unhandledEffectError(_ error: any Error, in feature: String) -> String {
  """
  An effect of \(feature) threw \(String(reflecting: type(of: error))) and has no `catch:` to \
  turn it into an action, so the error reached nobody. Handle it in the effect \
  (`.run { … } catch: { error, send in … }`, or `.run { … } then: { result in … }`).
  """
}
