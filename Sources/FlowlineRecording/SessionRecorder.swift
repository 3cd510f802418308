public import Flowline

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a feature's dependencies get what comes from outside the app: live, recorded, or
/// replayed from a recording.
///
/// Wrap each call of a service whose answer the app depends on (a repository, an
/// authenticator) in ``answer(_:_:)``, in a decorator the factory installs:
///
/// ```swift
/// struct RecordedCatalog: Catalog {
///   let base: any Catalog
///   let answers: any SessionAnswers
///
///   func films(matching query: String) async throws -> [Film] {
///     try await answers.answer("films(\(query))") { try await base.films(matching: query) }
///   }
/// }
/// ```
///
/// The app passes ``LiveAnswers`` when it does not record (the call goes through), a
/// ``SessionRecorder`` when it records (the call goes through and its answer is written), and
/// a replay passes recorded answers (the call does not go through: the recorded answer comes
/// back when the recorded call ended, on the test clock).
public protocol SessionAnswers: Sendable {
  /// Answers one outside call.
  ///
  /// - Parameters:
  ///   - name: The call and its arguments, as replay matches it (`"film(id: 3)"`): calls of one
  ///     name are answered in the order they were made.
  ///   - live: The live call.
  /// - Returns: The live answer, or the recorded one.
  /// - Throws: The live error, or the recorded one (as a ``RecordedError``).
  func answer<Value: Codable & Sendable>(
    _ name: String, _ live: @Sendable () async throws -> Value
  ) async throws -> Value

  /// Answers one synchronous outside call (a small load at launch).
  ///
  /// - Parameters:
  ///   - name: The call and its arguments.
  ///   - live: The live call.
  /// - Returns: The live answer, or the recorded one.
  /// - Throws: The live error, or the recorded one.
  func answerNow<Value: Codable & Sendable>(_ name: String, _ live: () throws -> Value) throws
    -> Value
}

extension SessionAnswers {
  /// Answers one outside call that returns nothing (a save, a delete): only its success or its
  /// error is recorded.
  ///
  /// - Parameters:
  ///   - name: The call and its arguments.
  ///   - live: The live call.
  /// - Throws: The live error, or the recorded one.
  public func perform(_ name: String, _ live: @Sendable () async throws -> Void) async throws {
    _ = try await answer(name) { () async throws -> Bool in
      try await live()
      return true
    }
  }
}

/// Answers that go straight to the live services: what an app uses when it does not record.
public struct LiveAnswers: SessionAnswers {
  /// Creates live answers.
  public init() {}

  /// Calls `live`.
  ///
  /// - Parameters:
  ///   - name: Unused.
  ///   - live: The live call.
  /// - Returns: Its answer.
  /// - Throws: Its error.
  public func answer<Value: Codable & Sendable>(
    _ name: String, _ live: @Sendable () async throws -> Value
  ) async throws -> Value {
    try await live()
  }

  /// Calls `live`.
  ///
  /// - Parameters:
  ///   - name: Unused.
  ///   - live: The live call.
  /// - Returns: Its answer.
  /// - Throws: Its error.
  public func answerNow<Value: Codable & Sendable>(_ name: String, _ live: () throws -> Value)
    throws -> Value
  {
    try live()
  }
}

/// An error replayed from a recording: the words the live error said, both its description and
/// the words it meant for the user, so that a feature shows what it showed in the session.
public struct RecordedError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
  /// What the live error said (`String(describing:)`).
  public let message: String
  /// What the live error meant for the user (a `LocalizedError`'s `errorDescription`), if it
  /// said it.
  public let errorDescription: String?

  /// Creates a recorded error.
  ///
  /// - Parameters:
  ///   - message: What the live error said.
  ///   - errorDescription: The words it meant for the user, if any.
  public init(_ message: String, errorDescription: String? = nil) {
    self.message = message
    self.errorDescription = errorDescription
  }

  /// What the live error said.
  public var description: String { message }
}

/// Records what happens in a real session, to replay it later as a regression test
/// (`FlowlineTesting`'s `SessionReplay`).
///
/// An app opts in at its root: it makes a recorder, has it ``follow(_:roots:)`` its flow, hands
/// it to its factory as the dependencies' ``SessionAnswers``, and tells it about inputs that do
/// not go through a screen (``recordInput(_:)``). ``close()`` closes the recording.
///
/// ```swift
/// let recorder = try SessionRecorder(writingTo: url, app: "Search", clock: clock)
/// let app = SearchApp(clock: clock, answers: recorder)
/// recorder.follow(app.flow, roots: [app.search])
/// // … and when the app quits:
/// defer { recorder.close() }
/// ```
///
/// (`SearchApp` is the app's owner, which hands `answers` to the decorators of its services.)
///
/// What is written, and why, is described in ``SessionRecording``. A recording is written a
/// line at a time, so a session that ends abruptly (a crash, `kill -9`) leaves every step it
/// took. Its size is bounded: past ``limit`` bytes a last line says the recording was cut, and
/// nothing more is written. The file is created readable by its owner only.
public final class SessionRecorder: SessionAnswers, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: every mutable property is either read and written only
  // inside `lock.withLock` (the byte count, the cut and closed flags, the last views) or
  // isolated to the main actor (`visibleScreen`, `navigationState`); `write` is called only
  // inside the lock, so lines never interleave.

  /// The most bytes the recording may take; the default is 8 MiB.
  public let limit: Int

  private let lock = Lock()
  private let write: @Sendable (String) -> Void
  private let closeSink: @Sendable () -> Void
  private let elapsedTime: @Sendable () -> Duration
  private var bytes = 0
  private var isCut = false
  private var isClosed = false
  private var isSinkClosed = false
  /// What each screen rendered at its last recorded input.
  private var lastViews: [ScreenAddress: [String]] = [:]
  /// The screen shown and its view, for inputs outside the screens and the end.
  @MainActor private var visibleScreen: (() -> (ScreenAddress, [String])?)?

  /// Creates a recorder that writes each line with `write`.
  ///
  /// - Parameters:
  ///   - app: The app's name, written in the header.
  ///   - limit: The most bytes to write.
  ///   - clock: The clock whose readings time the steps: the one the app's effects run on.
  ///   - write: Receives each line, newline included.
  public init<C: Clock<Duration>>(
    app: String, limit: Int = 8 << 20, clock: C = ContinuousClock(),
    write: @escaping @Sendable (String) -> Void
  ) {
    let start = clock.now
    self.elapsedTime = { start.duration(to: clock.now) }
    self.limit = limit
    self.write = write
    self.closeSink = {}
    writeHeader(app: app)
  }

  /// Creates a recorder that writes to a file, created (or emptied) readable by its owner only.
  ///
  /// - Parameters:
  ///   - url: The file to write.
  ///   - app: The app's name, written in the header.
  ///   - limit: The most bytes to write.
  ///   - clock: The clock whose readings time the steps: the one the app's effects run on.
  /// - Throws: ``SessionRecordingError/unreadable(_:)`` when the file cannot be created.
  public init<C: Clock<Duration>>(
    writingTo url: URL, app: String, limit: Int = 8 << 20, clock: C = ContinuousClock()
  ) throws(SessionRecordingError) {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else {
      throw .unreadable("\(url.path) could not be created (error \(errno)).")
    }
    fchmod(descriptor, 0o600)
    let start = clock.now
    self.elapsedTime = { start.duration(to: clock.now) }
    self.limit = limit
    self.write = { line in
      var bytes = Array(line.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { Glue.write(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
      }
    }
    self.closeSink = { _ = Glue.close(descriptor) }
    writeHeader(app: app)
  }

  deinit {
    closeSinkOnce()
  }

  /// Closes the sink once: `close()` and `deinit` may both get here.
  private func closeSinkOnce() {
    let wasClosed = lock.withLock {
      defer { isSinkClosed = true }
      return isSinkClosed
    }
    if !wasClosed { closeSink() }
  }

  private func writeHeader(app: String) {
    let header = SessionHeader(app: app)
    guard let data = try? JSONEncoder().encode(header) else { return }
    lock.withLock { emit(String(decoding: data, as: UTF8.self)) }
  }

  // MARK: - Following the app

  /// Follows a flow and the stores shown outside it: every view event sent to them, every
  /// screen event and every navigation change is recorded from now on, with every screen the
  /// flow builds later.
  ///
  /// - Parameters:
  ///   - flow: The app's flow.
  ///   - roots: The stores shown outside the flow (the root screen); the first is the screen
  ///     shown while the flow's stack is empty.
  @MainActor
  public func follow<Route, Destination>(
    _ flow: Flow<Route, Destination>, roots: [any FlowScreen] = []
  ) {
    var rootAddresses: [(ScreenAddress, any FlowScreen)] = []
    var rootsOfFeature: [String: Int] = [:]
    for root in roots {
      guard let screen = root as? any RecordableScreen else { continue }
      let address = ScreenAddress(root: ScreenAddress.rootName(screen.featureName, &rootsOfFeature))
      screen.record(with: self, at: address)
      rootAddresses.append((address, root))
    }
    let attach: @MainActor (any FlowScreen, Flow<Route, Destination>.Place) -> Void = {
      [weak self] screen, place in
      guard let self, let screen = screen as? any RecordableScreen,
        let address = try? ScreenAddress(place)
      else { return }
      screen.record(with: self, at: address)
    }
    for (index, route) in flow.path.enumerated() {
      if let screen = flow.screen(at: index) { attach(screen, .route(route)) }
    }
    if let destination = flow.destination, let screen = flow.destinationScreen {
      attach(screen, .destination(destination))
    }
    flow.screenObservers.append { place, screen in attach(screen, place) }
    flow.navigationObservers.append { [weak self] state in
      guard let self else { return }
      var step = SessionStep(at: elapsed())
      step.navigated = true
      step.navigation = try? JSONValue(redacting: state)
      record(step)
    }
    visibleScreen = { [weak flow] in
      guard let flow else { return nil }
      let shown: (ScreenAddress, any FlowScreen)?
      if let destination = flow.destination, let screen = flow.destinationScreen,
        let address = try? ScreenAddress(Flow<Route, Destination>.Place.destination(destination))
      {
        shown = (address, screen)
      } else if let route = flow.path.last, let screen = flow.topScreen,
        let address = try? ScreenAddress(Flow<Route, Destination>.Place.route(route))
      {
        shown = (address, screen)
      } else {
        shown = rootAddresses.first
      }
      guard let (address, screen) = shown, let screen = screen as? any RecordableScreen else {
        return nil
      }
      return (address, screen.viewLines)
    }
    navigationState = { [weak flow] in
      flow.flatMap { try? JSONValue(redacting: $0.navigationState) }
    }
  }

  @MainActor private var navigationState: (() -> JSONValue?)?

  /// Records an input the app received outside its screens (going back, a link opened), for
  /// replay to hand to the app again.
  ///
  /// - Parameter name: The input's name, as replay hands it back.
  @MainActor
  public func recordInput(_ name: String) {
    recordInput(name, payload: nil)
  }

  /// Records an input with a payload (the link opened).
  ///
  /// - Parameters:
  ///   - name: The input's name.
  ///   - payload: What came with it; `Sensitive` values in it are written redacted.
  @MainActor
  public func recordInput(_ name: String, _ payload: some Encodable) {
    recordInput(name, payload: try? JSONValue(redacting: payload))
  }

  @MainActor
  private func recordInput(_ name: String, payload: JSONValue?) {
    var step = SessionStep(at: elapsed())
    step.input = name
    step.payload = payload
    addCheckpoint(to: &step, shown: visibleScreen?())
    record(step)
  }

  /// Writes the session's last step (what the screen shown renders, the navigation) and stops
  /// recording. Later calls do nothing.
  @MainActor
  public func close() {
    guard !lock.withLock({ isClosed }) else { return }
    var step = SessionStep(at: elapsed())
    step.end = true
    addCheckpoint(to: &step, shown: visibleScreen?(), always: true)
    record(step)
    lock.withLock {
      isClosed = true
    }
    closeSinkOnce()
  }

  /// Records a view event sent to a followed store.
  @MainActor
  func recordEvent(_ event: Any, to address: ScreenAddress, view: [String]) {
    var step = SessionStep(at: elapsed())
    step.screen = address
    if let event = event as? any Encodable, let json = try? JSONValue(redacting: event) {
      step.event = json
    } else {
      step.event = .string("‹\(type(of: event)) is not Codable: it cannot be replayed›")
    }
    addCheckpoint(to: &step, shown: (address, view))
    record(step)
  }

  /// Records a screen event a followed store reported.
  @MainActor
  func recordScreenEvent(_ event: Any, from address: ScreenAddress) {
    var step = SessionStep(at: elapsed())
    step.screen = address
    step.screenEvent = StateDiff.leaves(of: event).joined(separator: "; ")
    record(step)
  }

  @MainActor
  private func addCheckpoint(
    to step: inout SessionStep, shown: (ScreenAddress, [String])?, always: Bool = false
  ) {
    step.navigation = navigationState?()
    guard let (address, view) = shown else { return }
    step.screen = address
    let last = lock.withLock {
      defer { lastViews[address] = view }
      return lastViews[address]
    }
    guard let last, !always else {
      step.view = view
      return
    }
    let changes = ViewLines.changes(from: last, to: view)
    if !changes.isEmpty { step.viewChanges = changes }
  }

  // MARK: - Answers

  /// Calls `live` and records its answer (or its error, in words) with when it started and
  /// ended.
  ///
  /// - Parameters:
  ///   - name: The call and its arguments.
  ///   - live: The live call.
  /// - Returns: The live answer.
  /// - Throws: The live error.
  public func answer<Value: Codable & Sendable>(
    _ name: String, _ live: @Sendable () async throws -> Value
  ) async throws -> Value {
    let started = elapsed()
    do {
      let value = try await live()
      recordAnswer(name, started: started, value: try? JSONValue(redacting: value), error: nil)
      return value
    } catch {
      recordAnswer(
        name, started: started, value: nil, error: Self.words(for: error),
        userWords: Self.userWords(for: error))
      throw error
    }
  }

  /// Calls `live` and records its answer.
  ///
  /// - Parameters:
  ///   - name: The call and its arguments.
  ///   - live: The live call.
  /// - Returns: The live answer.
  /// - Throws: The live error.
  public func answerNow<Value: Codable & Sendable>(_ name: String, _ live: () throws -> Value)
    throws -> Value
  {
    let started = elapsed()
    do {
      let value = try live()
      recordAnswer(
        name, started: started, value: try? JSONValue(redacting: value), error: nil,
        synchronous: true)
      return value
    } catch {
      recordAnswer(
        name, started: started, value: nil, error: Self.words(for: error),
        userWords: Self.userWords(for: error), synchronous: true)
      throw error
    }
  }

  /// What replay throws for a call that was cancelled.
  package static let cancelled = "‹cancelled›"

  private static func words(for error: any Error) -> String {
    error is CancellationError ? cancelled : String(describing: error)
  }

  /// The words meant for the user, when the error gives them (`LocalizedError`).
  private static func userWords(for error: any Error) -> String? {
    (error as? any LocalizedError)?.errorDescription
  }

  private func recordAnswer(
    _ name: String, started: Double, value: JSONValue?, error: String?,
    userWords: String? = nil, synchronous: Bool = false
  ) {
    var step = SessionStep(at: elapsed())
    step.answerIsSynchronous = synchronous ? true : nil
    step.errorDescription = userWords
    step.answer = name
    step.started = started
    step.value = value
    step.error = error
    record(step)
  }

  // MARK: - Writing

  private func elapsed() -> Double {
    let duration = elapsedTime()
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  private func record(_ step: SessionStep) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(step) else { return }
    let line = String(decoding: data, as: UTF8.self)
    lock.withLock { emit(line) }
  }

  /// Writes one line, or the cut marker when it would pass the limit. Called inside the lock.
  private func emit(_ line: String) {
    guard !isCut, !isClosed else { return }
    let marker =
      #"{"at":\#(elapsed()),"cut":"it reached its limit of \#(limit) bytes; later steps were not written"}"#
    if bytes + line.utf8.count + 1 + marker.utf8.count + 1 > limit {
      isCut = true
      write(marker + "\n")
      return
    }
    bytes += line.utf8.count + 1
    write(line + "\n")
  }
}

/// What a screen renders, as lines, and how it changed between two inputs.
package enum ViewLines {
  /// The lines removed (`- …`) and added (`+ …`) from `old` to `new`, as multisets.
  package static func changes(from old: [String], to new: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for line in old { counts[line, default: 0] += 1 }
    var added: [String] = []
    for line in new {
      if let count = counts[line], count > 0 {
        counts[line] = count - 1
      } else {
        added.append("+ " + line)
      }
    }
    let removed = old.filter { line in
      guard let count = counts[line], count > 0 else { return false }
      counts[line] = count - 1
      return true
    }
    return removed.map { "- " + $0 } + added
  }

  /// `lines` with `changes` applied, in the order the lines are written (their paths hold
  /// their positions).
  package static func applying(_ changes: [String], to lines: [String]) -> [String] {
    var result = lines
    for change in changes where change.hasPrefix("- ") {
      if let index = result.firstIndex(of: String(change.dropFirst(2))) {
        result.remove(at: index)
      }
    }
    for change in changes where change.hasPrefix("+ ") {
      result.append(String(change.dropFirst(2)))
    }
    return result
  }
}

/// The C library's `write` and `close`, named apart from the recorder's own `write`.
private enum Glue {
  static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.close(descriptor)
    #elseif canImport(Musl)
      Musl.close(descriptor)
    #else
      Darwin.close(descriptor)
    #endif
  }
}

extension ScreenAddress {
  /// The address of a flow's route or destination.
  init<Route: Encodable, Destination: Encodable>(
    _ place: Flow<Route, Destination>.Place
  ) throws {
    switch place {
    case .route(let route): self.init(route: try JSONValue(redacting: route))
    case .destination(let destination):
      self.init(destination: try JSONValue(redacting: destination))
    }
  }
}

/// A store a recorder follows, whatever its feature: opens the `any FlowScreen` a flow hands
/// over.
@MainActor
protocol RecordableScreen: AnyObject {
  var featureName: String { get }
  /// What the store renders now, one line per value.
  var viewLines: [String] { get }
  func record(with recorder: SessionRecorder, at address: ScreenAddress)
}

extension Store: RecordableScreen {
  var featureName: String { String(describing: F.self) }

  var viewLines: [String] { StateDiff.leaves(of: currentViewState()) }

  func record(with recorder: SessionRecorder, at address: ScreenAddress) {
    // A store the flow hands over again is followed once: it would record each event twice.
    guard !isRecorded else { return }
    isRecorded = true
    intercept(
      Interceptor(
        viewEvent: { [weak self, weak recorder] event in
          guard let self, let recorder else { return }
          recorder.recordEvent(event, to: address, view: viewLines)
        },
        screenEvent: { [weak recorder] event in
          recorder?.recordScreenEvent(event, from: address)
        }))
  }
}
