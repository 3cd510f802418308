import Clocks

/// A clock that a test controls: time passes only when the test advances it.
///
/// Effects that sleep, debounce, throttle or time out run on the clock the feature was given;
/// give them this one, and move time yourself. A harness has one (``FeatureHarness/clock``),
/// which ``FeatureHarness/advance(by:)`` moves:
///
/// ```swift
/// let clock = TestClock()
/// let harness = FeatureHarness(
///   initialState: .init(), clock: clock, feature: Search(clock: clock))
/// await harness.send(.queryChanged("swift")) { $0.query = "swift" }
/// await harness.advance(by: .milliseconds(300))
/// ```
///
/// `import FlowlineTesting` is all it needs. It runs on swift-clocks' test clock, so it behaves
/// exactly like it: a sleep resumes once the clock has been advanced past its deadline, in
/// deadline order.
public final class TestClock: Clock, Sendable {
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

  private let base: Clocks.TestClock<Swift.Duration>
  private let origin: Clocks.TestClock<Swift.Duration>.Instant

  /// Creates a clock at its zero instant.
  public init() {
    base = Clocks.TestClock()
    origin = base.now
  }

  /// The current instant: it moves only when the test advances the clock.
  public var now: Instant { Instant(offset: origin.duration(to: base.now)) }

  /// The smallest step the clock distinguishes.
  public var minimumResolution: Swift.Duration { base.minimumResolution }

  /// Suspends until the test has advanced the clock to `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try await base.sleep(until: origin.advanced(by: deadline.offset), tolerance: tolerance)
  }

  /// Moves time forward, resuming every sleep whose deadline it passes, in order.
  ///
  /// - Parameter duration: How far to move.
  public func advance(by duration: Swift.Duration = .zero) async {
    await base.advance(by: duration)
  }

  /// Moves time forward to `deadline`, resuming every sleep it passes, in order.
  ///
  /// - Parameter deadline: The instant to move to.
  public func advance(to deadline: Instant) async {
    await base.advance(to: origin.advanced(by: deadline.offset))
  }

  /// Moves time forward until no sleep is left.
  public func run() async {
    await base.run()
  }
}
