import Benchmark
import Dispatch

// package-benchmark calls a synchronous benchmark closure on a thread of its own, not on the
// main actor, and waits for it to return. A `Store` is `@MainActor`, as SwiftUI's views are, so
// each benchmark hops to the main actor once per iteration, *outside* the measured region, and
// measures only the loop it runs there (explicit `startMeasurement` / `stopMeasurement`).

/// One iteration of a benchmark, running on the main actor.
///
/// `@unchecked Sendable` is sound: the `Benchmark` it wraps is handed to main-actor code by
/// ``Benchmark/onMainActor(_:)``, which blocks the runner's thread in `DispatchQueue.main.sync`
/// until that code returns, or by ``Benchmark/onMainActorAsync(_:)``, which awaits it. The
/// benchmark is never used by two threads at once.
struct MainActorRun: @unchecked Sendable {
  let benchmark: Benchmark

  /// The inner loop: one pass per logical operation (see the configuration's scaling factor).
  var operations: Range<Int> { benchmark.scaledIterations }

  /// Measures `work`, and nothing before or after it.
  func measure<Result>(_ work: () throws -> Result) rethrows -> Result {
    benchmark.startMeasurement()
    defer { benchmark.stopMeasurement() }
    return try work()
  }

  /// Measures async `work`, and nothing before or after it.
  @MainActor
  func measure<Result>(_ work: @MainActor () async throws -> Result) async rethrows -> Result {
    benchmark.startMeasurement()
    defer { benchmark.stopMeasurement() }
    return try await work()
  }

  /// Records a value of a custom metric for this iteration.
  func record(_ metric: BenchmarkMetric, _ value: Int) {
    benchmark.measurement(metric, value)
  }
}

extension Benchmark {
  /// Runs one iteration's `body` on the main actor, synchronously.
  ///
  /// On Linux the main queue is drained by a worker thread once the async `main` has started, so
  /// `DispatchQueue.main.sync` runs `body` on the calling thread while it holds the main queue:
  /// that is the main actor's executor, and `MainActor.assumeIsolated` holds.
  func onMainActor(_ body: @MainActor (MainActorRun) -> Void) {
    let run = MainActorRun(benchmark: self)
    DispatchQueue.main.sync {
      MainActor.assumeIsolated {
        body(run)
      }
    }
  }

  /// Runs one iteration's async `body` on the main actor, for work that needs the main actor to
  /// be free between its steps (effects hop off it and back).
  func onMainActorAsync(_ body: @MainActor (MainActorRun) async -> Void) async {
    let run = MainActorRun(benchmark: self)
    await body(run)
  }
}
