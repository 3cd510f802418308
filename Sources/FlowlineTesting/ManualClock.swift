import ConcurrencyExtras
import IssueReporting

/// A clock that a test controls: time passes only when the test advances it.
///
/// Effects that sleep, debounce, throttle or time out run on the clock the feature was given;
/// give them this one, and move time yourself. A harness has one (``FeatureHarness/clock``,
/// ``AppHarness/clock``), which its `advance(by:)` moves:
///
/// ```swift
/// let clock = ManualClock()
/// let harness = FeatureHarness(
///   initialState: .init(), clock: clock, feature: Search(clock: clock))
/// await harness.send(.queryChanged("swift")) { $0.query = "swift" }
/// await harness.advance(by: .milliseconds(300))
/// ```
///
/// A sleep resumes once the clock has been advanced to its deadline; sleeps with one deadline
/// resume in the order they began. After resuming each sleep the clock lets the woken work run
/// (a fixed number of scheduler turns, ``settlingSteps``) before it resumes the next, so a
/// timer that sleeps again after every tick ticks once per period however far the test advances
/// at once. Nothing in the clock reads the wall clock. With ``SerialEffects`` on (the harnesses
/// turn it on), the woken work runs one job at a time on the main actor, so a fixed number of
/// turns means the same progress on a busy machine as on an idle one; without it, effects run
/// on the thread pool and a busy machine can leave one behind.
public final class ManualClock: Clock, Sendable {
  /// A point in the test clock's time: how far the clock was advanced to reach it.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the clock's zero instant.
    public let offset: Swift.Duration

    /// Creates the instant `offset` after the clock's zero instant.
    ///
    /// - Parameter offset: The time since the zero instant.
    public init(offset: Swift.Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    ///
    /// - Parameter duration: How much later.
    /// - Returns: The later instant.
    public func advanced(by duration: Swift.Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    ///
    /// - Parameter other: The other instant.
    /// - Returns: The time between them, negative when `other` is earlier.
    public func duration(to other: Self) -> Swift.Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` when `lhs` is earlier.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// How many sleeps ``run(fileID:filePath:line:column:)`` resumes at most before it stops and reports an effect that
  /// never stops sleeping (a timer): a count, never a duration of real time.
  public static let runLimit = 10_000

  /// The scheduler turns the clock gives woken work before it resumes the next sleep.
  public static let settlingSteps = 50

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>?
  }

  private struct State {
    var now = Instant()
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before their continuation was stored.
    var cancelled: Set<UInt64> = []
  }

  private let state = LockIsolated(State())

  /// Creates a clock at its zero instant.
  public init() {}

  /// The current instant: it moves only when the test advances the clock.
  public var now: Instant { state.withValue { $0.now } }

  /// The smallest step the clock distinguishes.
  public var minimumResolution: Swift.Duration { .zero }

  /// How many sleeps are waiting for the clock to reach their deadline.
  public var sleepCount: Int { state.withValue { $0.sleepers.count } }

  /// Suspends until the test has advanced the clock to `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withValue { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withValue { state -> Result<Void, any Error>? in
          if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let continuation = state.withValue { state -> CheckedContinuation<Void, any Error>? in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index).continuation
        }
        state.cancelled.insert(id)
        return nil
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, resuming every sleep whose deadline it passes, in order.
  ///
  /// - Parameter duration: How far to move.
  public func advance(by duration: Swift.Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, resuming every sleep it passes, in order, and letting
  /// the work each one wakes run before the next.
  ///
  /// - Parameter deadline: The instant to move to.
  public func advance(to deadline: Instant) async {
    await settle()
    while let sleeper = wakeNext(notAfter: deadline) {
      sleeper.continuation?.resume()
      await settle()
    }
    state.withValue { $0.now = max($0.now, deadline) }
    await settle()
  }

  /// Moves time forward until no sleep is left, resuming each in deadline order.
  ///
  /// An effect that sleeps forever (a timer) would keep this going: after ``runLimit`` sleeps
  /// it stops and reports an issue; advance such a clock by a duration instead.
  public func run(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    for _ in 0..<Self.runLimit {
      guard let sleeper = wakeNext(notAfter: nil) else { return }
      sleeper.continuation?.resume()
      await settle()
    }
    guard sleepCount > 0 else { return }
    reportIssue(
      """
      ManualClock.run() resumed \(Self.runLimit) sleeps and effects are still sleeping: an effect \
      sleeps forever (a timer?). Advance the clock by a duration instead.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Removes the earliest sleep due by `deadline` (any, when `nil`) and moves time to it.
  private func wakeNext(notAfter deadline: Instant?) -> Sleeper? {
    state.withValue { state in
      guard
        let index = state.sleepers.indices.min(by: {
          (state.sleepers[$0].deadline, state.sleepers[$0].id)
            < (state.sleepers[$1].deadline, state.sleepers[$1].id)
        })
      else { return nil }
      let sleeper = state.sleepers[index]
      if let deadline, sleeper.deadline > deadline { return nil }
      state.sleepers.remove(at: index)
      state.now = max(state.now, sleeper.deadline)
      return sleeper
    }
  }

  private func settle() async {
    for _ in 0..<Self.settlingSteps {
      await Task.yield()
    }
  }
}
