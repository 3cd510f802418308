extension FeatureEffect {
  /// Delays this effect's async work until `duration` has passed without another effect with the
  /// same identifier starting (for search-as-you-type).
  ///
  /// Each new debounced effect cancels the pending one. The delay runs on `clock`, so tests
  /// control it with a test clock instead of waiting.
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { try await search(query) } then: { .resultsLoaded($0) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects that debounce each other.
  ///   - duration: How long to wait for quiet.
  ///   - clock: The clock the wait runs on.
  /// - Returns: The debounced effect.
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    debounced(id: id, for: duration, clock: clock)
  }

  private func debounced<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    mapRuns { run in
      var run = run
      let body = run.body
      run.body = { send in
        do {
          try await clock.sleep(for: duration)
        } catch {
          return
        }
        await body(send)
      }
      return run
    }
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Lets this effect's async work start at most once per `duration` for a given identifier.
  ///
  /// The first effect starts at once. Another one started within `duration` of it is dropped,
  /// or, when `latest` is `true`, runs when the interval ends, replacing any other one waiting.
  /// The interval runs on `clock`. The throttle's identifier does not make the work
  /// cancellable: mark it with ``cancellable(id:cancelInFlight:)`` (before or after throttling),
  /// and ``cancel(id:)`` stops it, running or waiting for its interval to end.
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects that throttle each other.
  ///   - duration: The shortest interval between two starts.
  ///   - clock: The clock the interval runs on.
  ///   - latest: Whether an effect that arrives within the interval runs at its end (`true`)
  ///     or is dropped (`false`).
  /// - Returns: The throttled effect.
  public func throttle(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>,
    latest: Bool = false
  ) -> Self {
    throttled(id: id, for: duration, clock: clock, latest: latest)
  }

  private func throttled<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    let id = EffectID(id)
    let throttle = Throttle(id: id) { previous in
      let now = clock.now
      guard let last = previous as? C.Instant else { return (.now, now) }
      // `last` is the start of the latest run, or of the one waiting for the interval to end.
      let fire = last > now ? last : last.advanced(by: duration)
      guard now < fire else { return (.now, now) }
      guard latest else { return (.drop, last) }
      return (.later { try await clock.sleep(until: fire, tolerance: nil) }, fire)
    }
    return mapRuns { run in
      var run = run
      run.throttle = throttle
      return run
    }
  }
}

/// A throttle gate: decides, from the previous start instant kept by the store, whether a run
/// starts now, later or not at all.
@usableFromInline
struct Throttle: Sendable {
  enum Decision {
    case now
    case later(@Sendable () async throws -> Void)
    case drop
  }

  let id: EffectID
  /// Takes the instant recorded for `id` (if any) and returns the decision and the instant to
  /// record.
  let decide: @Sendable (_ previous: (any Sendable)?) -> (Decision, any Sendable)
}
