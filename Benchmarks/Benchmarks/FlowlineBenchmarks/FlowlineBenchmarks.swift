import Benchmark
import Scenarios

// The suite: every scenario of the catalog, each Flowline benchmark registered beside its
// baseline, so that one run gives both and the README compares their ratio, never an absolute
// time. `swift package benchmark` runs it (see README.md).

/// The invalidations the readers of a scenario received, per operation.
let invalidationsMetric = BenchmarkMetric.custom("Invalidations", useScalingFactor: false)
/// The invalidations an ideal store would cause, per operation: one per changed value read.
let idealInvalidationsMetric = BenchmarkMetric.custom(
  "Ideal invalidations", useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    maxDuration: .seconds(1),
    maxIterations: 10_000
  )
  for entry in Catalog.all {
    register(entry)
  }
}

/// Registers one scenario as a benchmark.
func register(_ entry: ScenarioEntry) {
  var configuration = Benchmark.defaultConfiguration
  configuration.scalingFactor = entry.operationsPerIteration == 1 ? .one : .kilo
  precondition(entry.operationsPerIteration == configuration.scalingFactor.rawValue)
  let operations = entry.operationsPerIteration
  if entry.name.hasPrefix("Memory") {
    configuration.metrics += [.mallocBytesCount, .memoryLeakedBytes]
  }
  if entry.name.hasPrefix("Invalidations") || entry.name.hasPrefix("Row stores") {
    configuration.metrics += [invalidationsMetric, idealInvalidationsMetric]
  }

  switch entry.workload {
  case .sync(let make):
    let fixture = Fixture(make)
    Benchmark(entry.name, configuration: configuration) { benchmark in
      benchmark.onMainActor { run in
        let scenario = fixture.value
        let counting = scenario as? any CountsInvalidations
        let before = counting.map { ($0.invalidations, $0.idealInvalidations) }
        run.measure {
          scenario.run(operations)
        }
        if let counting, let before {
          run.record(invalidationsMetric, (counting.invalidations - before.0) / operations)
          let ideal = counting.idealInvalidations - before.1
          run.record(idealInvalidationsMetric, ideal / operations)
        }
      }
    } teardown: {
      await fixture.release()
    }
  case .async(let make):
    let fixture = Fixture(make)
    Benchmark(entry.name, configuration: configuration) { benchmark async in
      await benchmark.onMainActorAsync { run in
        let scenario = fixture.value
        await run.measure {
          await scenario.run(operations)
        }
      }
    } teardown: {
      await fixture.release()
    }
  }
}

/// Keeps a benchmark's scenario from its first iteration to its teardown, so that its set-up
/// (a store of 100,000 items, 1,000 armed readers) runs once, not once per iteration.
@MainActor
final class Fixture<Value> {
  private let make: @MainActor @Sendable () -> Value
  private var made: Value?

  nonisolated init(_ make: @escaping @MainActor @Sendable () -> Value) {
    self.make = make
  }

  /// The scenario, made on first use.
  var value: Value {
    if let made { return made }
    let value = make()
    made = value
    return value
  }

  /// Releases the scenario.
  func release() {
    made = nil
  }
}
