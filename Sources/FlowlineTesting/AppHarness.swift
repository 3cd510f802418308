public import Flowline
import FlowlineRecording
import Foundation
import IssueReporting
import Testing

/// The exhaustive, deterministic way to test a whole app: a `Flow` with every store it shows,
/// their shared values and the work that outlives their screens, on one test clock.
///
/// Build the app as the app does, with its own factory and test dependencies whose `clock` is
/// the harness's ``clock``, then hand the harness the flow and the stores outside it (the root
/// screen). From then on the harness follows every store the flow builds, and records, in one
/// order, everything that happens on any of them:
///
/// - each action a store applies (from a view event the test sent, or fed back by an effect) and
///   the state change it made,
/// - each screen event a screen reports to the flow,
/// - each navigation change (push, pop, present, dismiss), whoever made it,
/// - each change of a tracked `Shared` value (``track(_:as:)``),
/// - each end of work started with `mustFinish` in a tracked `PendingWork` (``track(_:)``).
///
/// A test sends view events to the screen of a route and asserts what follows, in order:
///
/// ```swift
/// let films = harness.screen(.films, FilmList.self)
/// await films.send(.filmTapped(3)) { $0.selection = 3 }
/// await films.receiveScreenEvent(.filmSelected(3))
/// await harness.receiveNavigation { $0.path.append(.film(id: 3)) }
/// ```
///
/// Exhaustive by default: sending an event while something is left unasserted fails, and
/// ``finish(fileID:filePath:line:column:)`` fails on anything left: an unasserted change on any
/// screen, an effect still running on any screen, work that did not finish. With
/// ``Exhaustivity/off(showSkipped:)`` only what the test names is checked.
///
/// Time moves only when the test advances ``clock``; effects run one job at a time
/// (``SerialEffects``), so the same test does the same thing on a busy machine as on an idle
/// one. Waiting is bounded in scheduler turns, never in seconds. `Sensitive` values print
/// redacted in every failure.
@MainActor
public final class AppHarness<
  Route: Hashable & Codable & Sendable, Destination: Hashable & Codable & Sendable
> {
  /// The flow under test.
  public let flow: Flow<Route, Destination>

  /// The clock every timing effect of the app must run on: put it in the app's dependencies.
  public let clock: ManualClock

  /// How strictly the harness checks; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity

  /// How many scheduler turns the harness waits for something to happen before failing.
  public var effectStepLimit = 1_000

  var log: [AppLogEntry] = []
  var next = 0
  var assertedNavigation: NavigationState<Route, Destination>
  var trackedScreens: [ObjectIdentifier: any TrackedScreen] = [:]
  var allScreens: [any TrackedScreen] = []
  var sharedValues: [ObjectIdentifier: any TrackedShared] = [:]
  var pendingWork: [PendingWork] = []
  /// Failures of must-finish work kept by a `PendingWork`, waiting for the work's end.
  var keptFailures: [ObjectIdentifier: [String: [String]]] = [:]
  let location: SourceLocation
  private let ledger = AppHarnessLedger()
  var isFinished = false

  /// Creates a harness for an app's flow.
  ///
  /// Create it right after the app: the harness follows the stores that exist now (`roots`
  /// and the screens already in `flow`) and every screen the flow builds from then on, from the
  /// moment the flow's `screens` closure returns it (what that closure sends a store before
  /// returning it is not seen).
  ///
  /// - Parameters:
  ///   - flow: The app's flow.
  ///   - roots: The stores the app shows outside the flow: its root screen, a tab's screen.
  ///   - clock: The test clock in the app's dependencies.
  ///   - exhaustivity: How strictly to check; exhaustive by default.
  ///   - fileID: The test's file, for failures not tied to an assertion.
  ///   - filePath: The test's file path.
  ///   - line: The test's line.
  ///   - column: The test's column.
  public init(
    flow: Flow<Route, Destination>,
    roots: [any FlowScreen] = [],
    clock: ManualClock,
    exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    SerialEffects.enter()
    self.flow = flow
    self.clock = clock
    self.exhaustivity = exhaustivity
    self.assertedNavigation = flow.navigationState
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var rootsOfFeature: [String: Int] = [:]
    for root in roots {
      attach(root, at: .root)
    }
    for screen in allScreens where screen.isRoot {
      screen.address = ScreenAddress(
        root: ScreenAddress.rootName(screen.featureName, &rootsOfFeature))
    }
    for index in flow.path.indices {
      if let screen = flow.screen(at: index) { attach(screen, at: .route(flow.path[index])) }
    }
    if let destination = flow.destination, let screen = flow.destinationScreen {
      attach(screen, at: .destination(destination))
    }
    flow.screenObservers.append { [weak self] place, screen in
      switch place {
      case .route(let route): self?.attach(screen, at: .route(route))
      case .destination(let destination): self?.attach(screen, at: .destination(destination))
      }
    }
    flow.navigationObservers.append { [weak self] state in
      self?.append(.navigation(AnySendableBox(state)))
    }
  }

  deinit {
    let (finished, leftovers) = ledger.read()
    guard !finished else { return }
    reportIssue(
      """
      An AppHarness was released without `await harness.finish()`, so its leftovers were not \
      checked.\(leftovers.isEmpty ? "" : " Last seen: \(leftovers)")
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
    SerialEffects.exit()
  }

  /// The navigation state as of the last assertion.
  public var navigation: NavigationState<Route, Destination> { assertedNavigation }

  /// Follows a shared value: each change is recorded, to be asserted with
  /// ``receive(_:assert:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - shared: A shared value the app's features change.
  ///   - name: How failures name it.
  public func track<Value>(_ shared: Shared<Value>, as name: String) {
    let tracked = TrackedSharedValue(shared, name: name)
    sharedValues[ObjectIdentifier(shared)] = tracked
    shared.changeObservers.append { [weak self, weak tracked] value in
      guard let self, let tracked else { return }
      append(.shared(tracked, AnySendableBox(value)))
    }
  }

  /// Follows work that must finish: each end is recorded, to be asserted with
  /// ``receiveWorkFinished(_:failure:fileID:filePath:line:column:)``, and ``finish(fileID:filePath:line:column:)``
  /// fails on work that never ends.
  ///
  /// The harness follows the work a followed screen starts by itself, from its first
  /// `mustFinish` on; track the app's `PendingWork` to follow it from the start (work started
  /// outside the screens, failures kept before).
  ///
  /// - Parameter work: The app's pending work.
  public func track(_ work: PendingWork) {
    followWork(work)
  }

  /// Follows `work`, once.
  func followWork(_ work: PendingWork) {
    guard !pendingWork.contains(where: { $0 === work }) else { return }
    pendingWork.append(work)
    let key = ObjectIdentifier(work)
    work.workObservers.append { [weak self] event in
      guard let self else { return }
      switch event {
      case .failed(let failure):
        keptFailures[key, default: [:]][failure.title, default: []].append(failure.message)
      case .finished(let title):
        let failure = keptFailures[key]?[title]?.first
        if failure != nil { keptFailures[key]?[title]?.removeFirst() }
        append(.work(title: title, failure: failure))
      }
    }
  }

  // MARK: - Screens

  /// The screen of the topmost occurrence of `route`, to send it events and assert what it does.
  ///
  /// - Parameters:
  ///   - route: A route on the stack.
  ///   - feature: The feature of the route's store.
  ///   - fileID: The call's file.
  ///   - filePath: The call's file path.
  ///   - line: The call's line.
  ///   - column: The call's column.
  /// - Returns: The screen; a failure is reported when no store of `feature` is shown for the
  ///   route, and every use of the screen then fails too.
  public func screen<F: Feature>(
    _ route: Route, _ feature: F.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Screen<F> {
    screen(
      flow.screen(for: route), described: "the screen of \(describeCase(route))",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The screen of the presented destination.
  ///
  /// - Parameters:
  ///   - feature: The feature of the destination's store.
  ///   - fileID: The call's file.
  ///   - filePath: The call's file path.
  ///   - line: The call's line.
  ///   - column: The call's column.
  /// - Returns: The screen; a failure is reported when no store of `feature` is presented.
  public func destination<F: Feature>(
    _ feature: F.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Screen<F> {
    screen(
      flow.destinationScreen,
      described: "the presented destination (a Store<\(F.self)>)",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The screen of a store the harness follows: a root given at creation, or a screen of the
  /// flow.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - fileID: The call's file.
  ///   - filePath: The call's file path.
  ///   - line: The call's line.
  ///   - column: The call's column.
  /// - Returns: The screen.
  public func screen<F: Feature>(
    _ store: Store<F>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Screen<F> {
    screen(
      store, described: "the \(F.self) store",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func screen<F: Feature>(
    _ found: (any FlowScreen)?, described: String, at location: SourceLocation
  ) -> Screen<F> {
    guard let found else {
      report(
        "No store is shown for \(described) (navigation: \(describe(flow.navigationState))).",
        at: location)
      return Screen(harness: self, tracked: nil)
    }
    guard let tracked = trackedScreens[ObjectIdentifier(found)] as? TrackedStore<F> else {
      report(
        "\(described.prefix(1).uppercased() + described.dropFirst()) is a \(type(of: found)), "
          + "not a Store<\(F.self)>\(found is Store<F> ? " the harness follows" : "").",
        at: location)
      return Screen(harness: self, tracked: nil)
    }
    return Screen(harness: self, tracked: tracked)
  }

  func attach(_ screen: any FlowScreen, at place: ScreenPlace) {
    // A store the flow hands over again (a screens closure that caches its stores) is
    // followed once: a second interceptor would log everything twice.
    if let followed = trackedScreens[ObjectIdentifier(screen)], followed.screen === screen {
      return
    }
    guard let store = screen as? any HarnessAttachable else { return }
    let tracked = store.track(
      in: self, at: place.described(Route.self, Destination.self), address: place.address)
    trackedScreens[ObjectIdentifier(screen)] = tracked
    allScreens.append(tracked)
  }

  func append(_ entry: AppLogEntry) {
    log.append(entry)
  }

  // MARK: - Navigation, shared values, work

  /// Asserts that the next thing that happened is a navigation change, and what it changed.
  ///
  /// - Parameters:
  ///   - update: Turns the navigation state before the change into the one after it.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receiveNavigation(
    _ update: (inout NavigationState<Route, Destination>) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    var expected = assertedNavigation
    update(&expected)
    await receive(
      "a navigation change to \(describe(expected))",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { entry in
      guard case .navigation(let box) = entry,
        let actual = box.value as? NavigationState<Route, Destination>
      else { return nil }
      return {
        guard actual != expected else { return nil }
        return "The navigation differs from the expected one: (−: expected, +: actual)\n"
          + difference(expected, actual)
      }
    }
  }

  /// Asserts that the next thing that happened is a change of a tracked shared value.
  ///
  /// - Parameters:
  ///   - shared: A shared value given to ``track(_:as:)``.
  ///   - update: Turns the value before the change into the one after it.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receive<Value>(
    _ shared: Shared<Value>,
    assert update: (inout Value) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let tracked = sharedValues[ObjectIdentifier(shared)] as? TrackedSharedValue<Value> else {
      report("The shared value is not tracked: call `track(_:as:)` first.", at: location)
      return
    }
    var expected = tracked.asserted
    update(&expected)
    await receive("a change of \(tracked.name) to \(describe(expected))", at: location) {
      entry in
      guard case .shared(let other, let box) = entry, other === tracked,
        let actual = box.value as? Value
      else { return nil }
      return {
        guard actual != expected else { return nil }
        return "\(tracked.name) differs from the expected value: (−: expected, +: actual)\n"
          + difference(expected, actual)
      }
    }
  }

  /// Asserts that the next thing that happened is the end of work that must finish.
  ///
  /// - Parameters:
  ///   - title: The work's title, as given to `mustFinish`.
  ///   - failure: The message of the failure it kept in `PendingWork/failures` (its screen was
  ///     gone), or `nil` when it reached a store or succeeded.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receiveWorkFinished(
    _ title: String, failure: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let expected = failure.map { "“\(title)” failing with “\($0)”" } ?? "“\(title)” finishing"
    await receive(
      "work \(expected)",
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { entry in
      guard case .work(let actualTitle, let actualFailure) = entry, actualTitle == title else {
        return nil
      }
      return {
        guard actualFailure != failure else { return nil }
        return
          "The work “\(title)” ended \(actualFailure.map { "failing with “\($0)”" } ?? "without a kept failure"), "
          + "expected \(failure.map { "a failure “\($0)”" } ?? "no kept failure")."
      }
    }
  }

  // MARK: - Time and the end

  /// Advances the test clock, letting every effect that waits on it run, in deadline order.
  ///
  /// - Parameter duration: How far to advance.
  public func advance(by duration: Duration) async {
    await clock.advance(by: duration)
    recordLeftovers()
  }

  /// Skips everything that happened and was not asserted yet.
  public func skipReceived() {
    while next < log.count {
      skip(log[next])
      next += 1
    }
    recordLeftovers()
  }

  /// Ends the test: lets effects finish, then checks that nothing was left.
  ///
  /// An exhaustive harness fails, naming each, on anything that happened and was not asserted,
  /// on an effect still running on any screen (it is then cancelled), and on work that must
  /// finish and did not. With exhaustivity off they are skipped (reported as warnings with
  /// `showSkipped`).
  ///
  /// - Parameters:
  ///   - fileID: The file of the call.
  ///   - filePath: The file path of the call.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let here = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await waitFor { !isBusy }
    here.reportLeftovers(leftoverDescriptions(), exhaustivity)
    for screen in allScreens {
      screen.cancelEverything()
    }
    skipReceived()
    if !isFinished {
      isFinished = true
      ledger.update(finished: true, leftovers: "")
      SerialEffects.exit()
    }
  }

  // MARK: - Waiting and checking

  /// Whether any followed screen runs an effect, or any followed work is running.
  var isBusy: Bool {
    allScreens.contains { $0.runningEffectCount > 0 } || pendingWork.contains { !$0.titles.isEmpty }
  }

  /// Lets effects run until `condition` holds, nothing is running, or the step limit is reached.
  func waitFor(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<effectStepLimit {
      if condition() { return true }
      if !isBusy {
        for _ in 0..<ManualClock.settlingSteps { await Task.yield() }
        return condition()
      }
      await Task.yield()
    }
    return condition()
  }

  /// Waits for the next entry and checks it: `match` returns `nil` for an entry that is not the
  /// expected kind, or a check that returns a failure message or `nil` when it holds.
  func receive(
    _ expectation: String, at location: SourceLocation,
    match: (AppLogEntry) -> (() -> String?)?,
    explain: (AppLogEntry) -> String? = { _ in nil }
  ) async {
    var skipped: [String] = []
    while true {
      guard await waitFor({ next < log.count }) else {
        report(
          "Expected \(expectation), but "
            + (skipped.isEmpty
              ? "nothing more happened" : "only skipped \(skipped.joined(separator: "; "))")
            + " (waited \(effectStepLimit) effect steps\(busyNote)).",
          at: location)
        recordLeftovers()
        return
      }
      let entry = log[next]
      next += 1
      if let check = match(entry) {
        if exhaustivity.showsSkipped, !skipped.isEmpty {
          warn("Skipped: \(skipped.joined(separator: "; "))", at: location)
        }
        if let failure = check() { report(failure, at: location) }
        skip(entry)
        recordLeftovers()
        return
      }
      if exhaustivity.isExhaustive {
        // The entry stays next, so that the assertion meant for it still passes.
        next -= 1
        let later = log[(next + 1)...].firstIndex { match($0) != nil }.map {
          " It comes \($0 - next) entr\($0 - next == 1 ? "y" : "ies") later."
        }
        report(
          "Expected \(expectation), but next: \(entry.description).\(later ?? "")"
            + (explain(entry).map { "\n" + $0 } ?? ""), at: location)
        recordLeftovers()
        return
      }
      skip(entry)
      skipped.append(entry.description)
    }
  }

  /// Moves the asserted state past an entry.
  func skip(_ entry: AppLogEntry) {
    switch entry {
    case .action(let screen, _, let index): screen.assertState(afterEntry: index)
    case .navigation(let box):
      if let state = box.value as? NavigationState<Route, Destination> {
        assertedNavigation = state
      }
    case .shared(let tracked, let box): tracked.assert(box)
    case .screenEvent, .work: break
    }
  }

  /// In an exhaustive harness, fails if anything is left before a new event is sent; otherwise
  /// skips it.
  func settleLeftoversBeforeSending(at location: SourceLocation) {
    guard next < log.count else { return }
    let left = log[next...].map(\.description)
    if exhaustivity.isExhaustive {
      report("Sent an event before asserting: \(left.joined(separator: "; ")).", at: location)
    } else if exhaustivity.showsSkipped {
      warn("Skipped: \(left.joined(separator: "; ")).", at: location)
    }
    skipReceived()
  }

  var busyNote: String {
    let running = allScreens.filter { $0.runningEffectCount > 0 }.map {
      "\($0.place) runs \($0.runningEffectCount) effect\($0.runningEffectCount == 1 ? "" : "s")"
    }
    let work = pendingWork.flatMap(\.titles).map { "work “\($0)” is running" }
    let busy = running + work
    return busy.isEmpty
      ? "" : "; \(busy.joined(separator: ", ")): advance the clock if they wait on it"
  }

  /// What is left, each unasserted entry described, or only the first `limit` of them.
  func leftoverDescriptions(limit: Int = .max) -> [String] {
    var leftovers: [String] = []
    if next < log.count {
      let count = log.count - next
      var left = log[next...].prefix(limit).map(\.description)
      if count > limit { left.append("and \(count - limit) more") }
      leftovers.append(
        "\(count) unasserted change\(count == 1 ? "" : "s"): \(left.joined(separator: "; "))")
    }
    for screen in allScreens where screen.runningEffectCount > 0 {
      let count = screen.runningEffectCount
      leftovers.append("\(count) effect\(count == 1 ? "" : "s") still running on \(screen.place)")
    }
    for title in pendingWork.flatMap(\.titles) {
      leftovers.append("work “\(title)” still running")
    }
    return leftovers
  }

  /// Keeps what is left for the `deinit` to report: a few entries described, so that a step
  /// costs the same however much a non-exhaustive test leaves unasserted.
  func recordLeftovers() {
    guard !isFinished else { return }
    ledger.update(
      finished: false, leftovers: leftoverDescriptions(limit: 3).joined(separator: "; "))
  }

  func report(_ message: String, at location: SourceLocation) {
    location.report(message)
  }

  func warn(_ message: String, at location: SourceLocation) {
    location.warn(message)
  }
}

/// Where a followed store is shown.
enum ScreenPlace {
  case root
  case route(any Sendable)
  case destination(any Sendable)

  /// How a recording names the place; `nil` for a root, named by its feature.
  var address: ScreenAddress? {
    switch self {
    case .root: nil
    case .route(let route):
      ScreenAddress(route: (route as? any Encodable).flatMap { try? JSONValue(redacting: $0) })
    case .destination(let destination):
      ScreenAddress(
        destination: (destination as? any Encodable).flatMap { try? JSONValue(redacting: $0) })
    }
  }

  func described<Route, Destination>(_: Route.Type, _: Destination.Type) -> (String) -> String {
    switch self {
    case .root: { feature in "the \(feature) screen" }
    case .route(let route): { _ in "the screen of \(describeCase(route))" }
    case .destination(let destination): { _ in "the destination \(describeCase(destination))" }
    }
  }
}

/// What an ``AppHarness`` recorded, in order.
@MainActor
enum AppLogEntry {
  /// An action a store applied; `index` is its position in that store's own history.
  case action(any TrackedScreen, action: Any, index: Int)
  case screenEvent(any TrackedScreen, event: Any)
  case navigation(AnySendableBox)
  case shared(any TrackedShared, AnySendableBox)
  case work(title: String, failure: String?)

  var description: String {
    switch self {
    case .action(let screen, let action, _): "\(screen.place) received \(describeCase(action))"
    case .screenEvent(let screen, let event): "\(screen.place) reported \(describeCase(event))"
    case .navigation(let box): "the navigation changed to \(describe(box.value))"
    case .shared(let tracked, let box): "\(tracked.name) changed to \(describe(box.value))"
    case .work(let title, let failure):
      "work “\(title)” \(failure.map { "failed: \($0)" } ?? "finished")"
    }
  }
}

/// A one-line description of an enum case without its type's name: `.item(4)`, not
/// `App.Route.item(4)`.
func describeCase(_ value: Any) -> String {
  let text = describe(value)
  let head = text.prefix { $0 != "(" }
  guard let dot = head.lastIndex(of: "."), head.first?.isUppercase == true else { return text }
  return String(text[dot...])
}

/// A value kept as `Any`, for the log.
struct AnySendableBox {
  let value: Any
  init(_ value: Any) { self.value = value }
}

/// Whether the harness finished, and its last leftovers, readable from its nonisolated `deinit`.
///
/// Safety of `@unchecked Sendable`: both properties are read and written only inside
/// `lock.withLock`.
final class AppHarnessLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = false
  private var leftovers = ""

  func update(finished: Bool, leftovers: String) {
    lock.withLock {
      self.finished = finished
      self.leftovers = leftovers
    }
  }

  func read() -> (finished: Bool, leftovers: String) {
    lock.withLock { (finished, leftovers) }
  }
}
