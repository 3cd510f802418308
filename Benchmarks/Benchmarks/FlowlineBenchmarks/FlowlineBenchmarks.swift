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
  if entry.name.hasPrefix("Invalidations") {
    configuration.metrics += [invalidationsMetric, idealInvalidationsMetric]
  }

  switch entry.workload {
  case .sync(let make):
    Benchmark(entry.name, configuration: configuration) { benchmark in
      benchmark.onMainActor { run in
        let scenario = make()
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
    }
  case .async(let make):
    Benchmark(entry.name, configuration: configuration) { benchmark async in
      await benchmark.onMainActorAsync { run in
        let scenario = make()
        await run.measure {
          await scenario.run(operations)
        }
      }
    }
  }
}
