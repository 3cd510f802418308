import Scenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// flowline-profile: runs one scenario of the benchmark suite in a plain loop, without the
// benchmark runner, so that a profiler sees only Flowline's work:
//
//   swift build -c release --product flowline-profile
//   valgrind --tool=callgrind .build/release/flowline-profile "Dispatch: Flowline store, one reader" 100000
//
// With no argument it lists the scenarios.

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first else {
  print("usage: flowline-profile SCENARIO [OPERATIONS]\n\nscenarios:")
  for entry in Catalog.all {
    print("  \(entry.name)")
  }
  exit(2)
}
guard let entry = Catalog.all.first(where: { $0.name == name }) else {
  print("no scenario named \"\(name)\"; run without arguments for the list")
  exit(2)
}
let operations = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000

switch entry.workload {
case .sync(let make):
  let scenario = make()
  scenario.run(operations)
  if let counting = scenario as? any CountsInvalidations {
    print("invalidations: \(counting.invalidations), ideal: \(counting.idealInvalidations)")
  }
case .async(let make):
  let scenario = make()
  await scenario.run(operations)
}
print("ran \(operations) operations of \"\(name)\"")
