import ConcurrencyExtras
@_spi(Unobserved) public import Flowline
public import FlowlineRecording
public import Foundation
import IssueReporting
import Testing

/// Replays a recorded session (`SessionRecording`) against the current code, as a test.
///
/// The same view events reach the same screens at the same moments of the test clock, the
/// recorded answers stand in for the live services (each comes back when the recorded call
/// ended), and the replay fails at the first divergence, naming the step and the screen: a
/// screen that renders something else than it did before the user's next input, a different
/// navigation, a different screen event, a call the recording never answered.
///
/// ```swift
/// func theReportedSessionStillBehaves(recording: URL) async throws {
///   let replay = try SessionReplay(contentsOf: recording)
///   let clock = ManualClock()
///   let app = SearchApp(clock: clock, answers: replay.answers(on: clock))
///   let harness = AppHarness(
///     flow: app.flow, roots: [app.search], clock: clock, exhaustivity: .off)
///   try await replay.run(on: harness)
///   await harness.finish()
/// }
/// ```
///
/// An app with inputs outside its screens performs them in `run`'s closure
/// (`try await replay.run(on: harness) { input in if input.name == "back" { app.back() } }`).
///
/// A recording from a format version this library does not read, a damaged line, or an event
/// that no longer decodes as its screen's event type fails with a `SessionRecordingError`
/// saying what.
@MainActor
public final class SessionReplay {
  /// An input the app received outside its screens, handed back to the test to perform.
  public struct Input: Sendable {
    /// The name the app recorded it under.
    public let name: String
    let payload: JSONValue?

    /// The input's payload, decoded as `type`.
    ///
    /// - Parameter type: The payload's type.
    /// - Returns: The payload, or `nil` when there is none or it does not decode.
    public func payload<T: Decodable>(as type: T.Type) -> T? {
      try? payload?.decode(type)
    }
  }

  /// The recording replayed.
  public let recording: SessionRecording

  private var recordedAnswers: ReplayedAnswers?

  /// Creates a replay of a recording.
  ///
  /// - Parameter recording: The recording.
  public init(_ recording: SessionRecording) {
    self.recording = recording
  }

  /// Creates a replay of a recording file.
  ///
  /// - Parameter url: A file a `SessionRecorder` wrote.
  /// - Throws: `SessionRecordingError` when it cannot be read.
  public convenience init(contentsOf url: URL) throws(SessionRecordingError) {
    self.init(try SessionRecording(contentsOf: url))
  }

  /// The recorded answers of the outside calls, for the app's dependencies in the test: each
  /// comes back on `clock` when its recorded call ended. Call it once, before making the app.
  ///
  /// - Parameter clock: The harness's clock.
  /// - Returns: The answers.
  public func answers(on clock: ManualClock) -> any SessionAnswers {
    let answers = ReplayedAnswers(recording.steps, clock: clock)
    recordedAnswers = answers
    return answers
  }

  /// Replays every input of the recording on an app under `harness`, and fails at the first
  /// divergence.
  ///
  /// - Parameters:
  ///   - harness: The app's harness, usually non-exhaustive: the replay checks what the user
  ///     saw, not every action.
  ///   - perform: Performs an input the app received outside its screens (going back, a link).
  ///   - fileID: The test's file.
  ///   - filePath: The test's file path.
  ///   - line: The test's line.
  ///   - column: The test's column.
  /// - Throws: `SessionRecordingError` when a recorded event or route no longer decodes.
  public func run<Route, Destination>(
    on harness: AppHarness<Route, Destination>,
    perform: (Input) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws(SessionRecordingError) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
      try await replaySteps(on: harness, perform: perform, at: location)
    } catch {
      // The replay cannot go on: the harness is finished here, so that the test reports the
      // error alone, not also a harness released unfinished.
      await harness.finish(
        fileID: fileID, filePath: filePath, line: line, column: column)
      throw error
    }
  }

  private func replaySteps<Route, Destination>(
    on harness: AppHarness<Route, Destination>,
    perform: (Input) -> Void,
    at location: SourceLocation
  ) async throws(SessionRecordingError) {
    var run = ReplayRun(harness: harness, location: location)
    let slowCalls = recordedAnswers?.slowSynchronousCalls ?? []
    func fail(_ message: String) { run.fail(message, slowCalls: slowCalls) }
    var expectedOutcomes: [String] = []
    for (index, step) in recording.steps.enumerated() {
      let number = index + 1
      if let event = step.screenEvent {
        expectedOutcomes.append("\(name(step.screen)) reported \(event)")
        continue
      }
      if step.navigated == true {
        try checkDecodes(
          step.navigation, as: NavigationState<Route, Destination>.self, step: number)
        expectedOutcomes.append("the navigation changed to \(text(step.navigation))")
        continue
      }
      guard step.event != nil || step.input != nil || step.end == true else { continue }
      await harness.clock.advance(to: ManualClock.Instant(offset: .seconds(step.at)))
      let what = describe(step, number)
      let observed = run.outcomes()
      if observed != expectedOutcomes {
        return fail(
          "\(what): what happened since the last input differs from the recording:\n"
            + lineDifference(expectedOutcomes, observed))
      }
      expectedOutcomes = []
      if let missed = recordedAnswers?.takeMisses().first {
        return fail("\(what): the app asked \(missed), which the recording never answered.")
      }
      if let failure = try run.checkpoint(step, number: number) {
        return fail("\(what): \(failure)")
      }
      if let event = step.event, let address = step.screen {
        guard let screen = try run.screen(at: address, step: number) else {
          return fail("\(what): no such screen is shown.")
        }
        guard let replayable = screen as? any ReplayableScreen else {
          return fail("\(what): the screen is not a store.")
        }
        try replayable.replay(event, step: number, screen: name(address))
        await harness.settle()
      } else if let input = step.input {
        perform(Input(name: input, payload: step.payload))
        await harness.settle()
      }
    }
    // A recording with no end step (cut at its limit, or the app killed): what happened after
    // its last input is compared too. A call still waiting when it stopped has no answer, so a
    // miss is not a divergence there.
    if recording.steps.last?.end != true {
      if let last = recording.steps.last {
        await harness.clock.advance(to: ManualClock.Instant(offset: .seconds(last.at)))
      }
      let observed = run.outcomes()
      if observed != expectedOutcomes {
        return fail(
          "After the last recorded step: what happened differs from the recording:\n"
            + lineDifference(expectedOutcomes, observed))
      }
    }
    if let missed = recordedAnswers?.unused(), !missed.isEmpty {
      fail(
        "At the end: the recording answered calls the app no longer made: "
          + missed.joined(separator: ", "))
    }
    if recording.isCut {
      harness.warn(
        "The recording was cut short (\(recording.cutReason ?? "")): only its first "
          + "\(recording.inputCount) inputs were replayed.", at: location)
    }
  }

  private func describe(_ step: SessionStep, _ number: Int) -> String {
    let moment = String(format: "%.3f s into the session", step.at)
    if let event = step.event {
      return "Step \(number) (\(text(event)) sent to \(name(step.screen)), \(moment))"
    }
    if let input = step.input {
      return "Step \(number) (the input “\(input)”, \(moment))"
    }
    return "Step \(number) (the end of the session, \(moment))"
  }
}

/// The state of one replay: the harness, and how far its log has been compared.
@MainActor
private struct ReplayRun<
  Route: Hashable & Codable & Sendable, Destination: Hashable & Codable & Sendable
> {
  let harness: AppHarness<Route, Destination>
  let location: SourceLocation
  var cursor = 0
  /// What each screen rendered at its last recorded input.
  var lastViews: [ScreenAddress: [String]] = [:]

  init(harness: AppHarness<Route, Destination>, location: SourceLocation) {
    self.harness = harness
    self.location = location
  }

  /// The screen events and navigation changes since the last call, as the recorder words them.
  mutating func outcomes() -> [String] {
    var outcomes: [String] = []
    while cursor < harness.log.count {
      switch harness.log[cursor] {
      case .screenEvent(let screen, let event):
        outcomes.append(
          "\(name(screen.address)) reported \(StateDiff.leaves(of: event).joined(separator: "; "))")
      case .navigation(let box):
        outcomes.append(
          "the navigation changed to \(text(try? JSONValue(redacting: box.value as? NavigationState<Route, Destination>)))"
        )
      case .action, .shared, .work:
        break
      }
      cursor += 1
    }
    return outcomes
  }

  /// Compares the navigation and the view of the step's screen with the recording.
  mutating func checkpoint(_ step: SessionStep, number: Int) throws(SessionRecordingError)
    -> String?
  {
    if let recorded = step.navigation {
      try checkDecodes(recorded, as: NavigationState<Route, Destination>.self, step: number)
      let current = try? JSONValue(redacting: harness.flow.navigationState)
      if current != recorded {
        return "the navigation differs from the recording: (−: recorded, +: now)\n"
          + lineDifference([text(recorded)], [text(current)])
      }
    }
    guard let address = step.screen else { return nil }
    if let view = step.view {
      lastViews[address] = view
    } else if let changes = step.viewChanges, let last = lastViews[address] {
      lastViews[address] = ViewLines.applying(changes, to: last)
    }
    guard let expected = lastViews[address] else { return nil }
    guard let screen = try screen(at: address, step: number) as? any ReplayableScreen else {
      return "\(name(address)) is not shown."
    }
    let actual = screen.viewLines
    // Compared as multisets: the paths in the lines hold the positions.
    guard actual.sorted() != expected.sorted() else { return nil }
    return "\(name(address)) renders something else than it did: (−: recorded, +: now)\n"
      + lineDifference(expected, actual)
  }

  /// The screen a recorded address names.
  func screen(at address: ScreenAddress, step: Int) throws(SessionRecordingError) -> (
    any FlowScreen
  )? {
    if let root = address.root {
      return harness.allScreens.first { $0.isRoot && $0.address.root == root }?.screen
    }
    do {
      if let route = address.route {
        return harness.flow.screen(for: try route.decode(Route.self))
      }
      if let destination = address.destination {
        let decoded = try destination.decode(Destination.self)
        return harness.flow.destination == decoded ? harness.flow.destinationScreen : nil
      }
    } catch {
      throw .placeNoLongerDecodes(step: step, reason: String(describing: error))
    }
    return nil
  }

  func fail(_ message: String, slowCalls: [String] = []) {
    let note =
      slowCalls.isEmpty
      ? ""
      : "\nNote: in the session, \(slowCalls.joined(separator: ", ")) blocked the main actor; "
        + "replay answers a synchronous call at once, so what happened while it blocked may "
        + "come in another order. Make the call asynchronous to replay it in time."
    harness.report("The replay diverged from the recording. " + message + note, at: location)
  }
}

/// Throws ``SessionRecordingError/placeNoLongerDecodes(step:reason:)`` when a recorded
/// navigation state no longer decodes as the flow's types (a route renamed or reshaped).
private func checkDecodes<T: Decodable>(_ value: JSONValue?, as type: T.Type, step: Int)
  throws(SessionRecordingError)
{
  guard let value else { return }
  do {
    _ = try value.decode(type)
  } catch {
    throw .placeNoLongerDecodes(step: step, reason: String(describing: error))
  }
}

/// How a failure names a recorded screen.
private func name(_ address: ScreenAddress?) -> String {
  guard let address else { return "the screen shown" }
  if let root = address.root { return "the \(root) screen" }
  if let route = address.route { return "the screen of route \(text(route))" }
  if let destination = address.destination { return "the destination \(text(destination))" }
  return "the screen shown"
}

/// A JSON value in one line.
private func text(_ value: JSONValue?) -> String {
  guard let value, let data = try? JSONEncoder.sorted.encode(value) else { return "nothing" }
  return String(decoding: data, as: UTF8.self)
}

extension JSONEncoder {
  fileprivate static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}

/// The lines only in `expected` (−) and only in `actual` (+), in order.
func lineDifference(_ expected: [String], _ actual: [String]) -> String {
  var lines: [String] = []
  let actualSet = Set(actual)
  let expectedSet = Set(expected)
  for line in expected where !actualSet.contains(line) { lines.append("  − \(line)") }
  for line in actual where !expectedSet.contains(line) { lines.append("  + \(line)") }
  if lines.isEmpty {
    lines = expected.map { "  − \($0)" } + actual.map { "  + \($0)" }
  }
  return lines.joined(separator: "\n")
}

/// A store replay can send a recorded event to, whatever its feature.
@MainActor
protocol ReplayableScreen: AnyObject {
  var viewLines: [String] { get }
  func replay(_ event: JSONValue, step: Int, screen: String) throws(SessionRecordingError)
}

extension Store: ReplayableScreen {
  var viewLines: [String] { StateDiff.leaves(of: feature.reduce(domainState)) }

  func replay(_ event: JSONValue, step: Int, screen: String) throws(SessionRecordingError) {
    guard let type = F.ViewEvent.self as? any Decodable.Type else {
      throw .eventNoLongerDecodes(
        step: step, screen: screen, type: String(reflecting: F.ViewEvent.self),
        reason: "it is not Decodable")
    }
    let decoded: Any
    do {
      decoded = try event.decode(type)
    } catch {
      throw .eventNoLongerDecodes(
        step: step, screen: screen, type: String(reflecting: F.ViewEvent.self),
        reason: String(describing: error))
    }
    guard let viewEvent = decoded as? F.ViewEvent else { return }
    send(viewEvent)
  }
}

/// Recorded answers, handed out per call name in the order they were recorded.
final class ReplayedAnswers: SessionAnswers, Sendable {
  struct Answer: Sendable {
    let value: JSONValue?
    let error: String?
    let errorDescription: String?
    let started: Double
    let ended: Double
  }

  struct State {
    var queues: [String: [Answer]] = [:]
    var misses: [String] = []
  }

  /// Synchronous calls that took a noticeable time in the session (a held lock), described.
  let slowSynchronousCalls: [String]

  private let state: LockIsolated<State>
  private let clock: ManualClock

  init(_ steps: [SessionStep], clock: ManualClock) {
    var queues: [String: [Answer]] = [:]
    for step in steps {
      guard let name = step.answer else { continue }
      queues[name, default: []].append(
        Answer(
          value: step.value, error: step.error, errorDescription: step.errorDescription,
          started: step.started ?? step.at, ended: step.at))
    }
    // Calls of one name are answered in the order they were made: a recording lists answers in
    // the order they came back, and an early call may have come back last.
    let recorded = queues.mapValues { answers in
      answers.enumerated().sorted {
        ($0.element.started, $0.offset) < ($1.element.started, $1.offset)
      }
      .map(\.element)
    }
    self.state = LockIsolated(State(queues: recorded))
    self.slowSynchronousCalls = steps.compactMap { step in
      guard let name = step.answer, let started = step.started, step.at - started >= 0.1,
        step.answerIsSynchronous == true
      else { return nil }
      return "“\(name)” (\(String(format: "%.1f", step.at - started)) s)"
    }
    self.clock = clock
  }

  private func next(_ name: String) throws -> Answer {
    let answer = state.withValue { state -> Answer? in
      guard var queue = state.queues[name], !queue.isEmpty else {
        state.misses.append("“\(name)”")
        return nil
      }
      let answer = queue.removeFirst()
      state.queues[name] = queue
      return answer
    }
    guard let answer else { throw RecordedError("The recording has no answer for \(name).") }
    return answer
  }

  private func value<Value: Decodable>(of answer: Answer, _ name: String) throws -> Value {
    if let error = answer.error {
      if error == SessionRecorder.cancelled { throw CancellationError() }
      throw RecordedError(error, errorDescription: answer.errorDescription)
    }
    do {
      return try (answer.value ?? .null).decode(Value.self)
    } catch {
      let miss = "“\(name)” for a \(Value.self) (the recorded answer does not decode)"
      state.withValue { $0.misses.append(miss) }
      throw RecordedError("The recorded answer of \(name) does not decode as \(Value.self).")
    }
  }

  func answer<Value: Codable & Sendable>(
    _ name: String, _ live: @Sendable () async throws -> Value
  ) async throws -> Value {
    let answer = try next(name)
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(answer.ended)))
    return try value(of: answer, name)
  }

  func answerNow<Value: Codable & Sendable>(_ name: String, _ live: () throws -> Value) throws
    -> Value
  {
    try value(of: try next(name), name)
  }

  /// The calls asked since the last call that the recording did not answer.
  func takeMisses() -> [String] {
    state.withValue { state in
      let misses = state.misses
      state.misses = []
      return misses
    }
  }

  /// The recorded answers no call took.
  func unused() -> [String] {
    state.withValue { state in
      state.queues.filter { !$0.value.isEmpty }.map { "“\($0.key)” (\($0.value.count)×)" }.sorted()
    }
  }
}
