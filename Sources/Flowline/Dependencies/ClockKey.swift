/// The clock that timing effects (debounce, throttle, timers) run on.
///
/// The app and previews use a `ContinuousClock`; a test harness provides a test clock that the
/// test advances, so that no test waits for real time.
public enum ClockKey: DependencyKey {
  /// A `ContinuousClock`.
  public static let liveValue: any Clock<Duration> = ContinuousClock()
  /// A `ContinuousClock`.
  public static let previewValue: any Clock<Duration> = ContinuousClock()
}

extension DependencyValues {
  /// The clock that timing effects run on. See ``ClockKey``.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
