// swift-tools-version: 6.1
import PackageDescription

// The benchmark suite of Flowline, a package of its own so that library users never build it.
// Run it with `swift package benchmark` from this folder (see README.md); CI only builds it.

/// Settings shared by every target: each line names the proposal it turns on.
let swiftSettings: [SwiftSetting] = [
  // SE-0335: `any` is spelled out for existential types.
  .enableUpcomingFeature("ExistentialAny"),
  // SE-0444: a file sees only the members of modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
  // SE-0409: imports are internal unless marked `public import`.
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "FlowlineBenchmarks",
  platforms: [
    // `Synchronization` (the readers' invalidation counters) needs macOS 15.
    .macOS(.v15)
  ],
  dependencies: [
    .package(name: "Flowline", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.4.0",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // The benchmarks: package-benchmark runs every executable target under `Benchmarks/`.
    .executableTarget(
      name: "FlowlineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        "Scenarios",
      ],
      path: "Benchmarks/FlowlineBenchmarks",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // The workloads the benchmarks measure, each beside its baseline.
    .target(
      name: "Scenarios",
      dependencies: [.product(name: "Flowline", package: "Flowline")],
      path: "Benchmarks/Support/Scenarios",
      swiftSettings: swiftSettings
    ),
    // Runs one scenario in a plain loop, for valgrind or perf (the benchmark runner's malloc
    // interposer does not run under valgrind). Not under `Benchmarks/`: not a benchmark.
    .executableTarget(
      name: "flowline-profile",
      dependencies: ["Scenarios"],
      path: "Benchmarks/Support/FlowlineProfile",
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
