// A scenario is one workload of the suite: creating it is the unmeasured set-up, `run` is what
// the benchmark measures. The benchmark target measures scenarios with package-benchmark and
// `flowline-profile` runs the very same code under a profiler, so a profile explains a number.

/// A synchronous workload, run on the main actor as a SwiftUI view's code is.
@MainActor
public protocol Scenario: AnyObject {
  /// Performs `operations` operations (events sent, stores created, ...).
  ///
  /// - Parameter operations: How many operations to perform.
  func run(_ operations: Int)
}

/// A workload that awaits async work (effects hop off the main actor and back).
@MainActor
public protocol AsyncScenario: AnyObject {
  /// Performs `operations` operations, awaiting each one's async work.
  ///
  /// - Parameter operations: How many operations to perform.
  func run(_ operations: Int) async
}

/// A workload whose readers count the invalidations they received.
@MainActor
public protocol CountsInvalidations: AnyObject {
  /// The invalidations the readers received so far.
  var invalidations: Int { get }
  /// The invalidations an ideal store would have caused so far: one per reader whose value
  /// changed, per operation.
  var idealInvalidations: Int { get }
}

/// One entry of the ``Catalog``: a named scenario and how to make it.
public struct ScenarioEntry: Sendable {
  /// How a scenario runs.
  public enum Workload: Sendable {
    /// A synchronous scenario.
    case sync(@MainActor @Sendable () -> any Scenario)
    /// An async scenario.
    case async(@MainActor @Sendable () -> any AsyncScenario)
  }

  /// The benchmark's name, `"Group: what runs"`; the README's tables use these names.
  public let name: String
  /// How many operations one measured iteration performs: 1,000 for the fast ones, so that
  /// the clock's resolution and the measurement's own cost vanish, 1 for the slow ones.
  public let operationsPerIteration: Int
  /// Makes the scenario.
  public let workload: Workload

  /// Creates an entry for a synchronous scenario.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name.
  ///   - operationsPerIteration: How many operations one measured iteration performs.
  ///   - make: Makes the scenario (unmeasured).
  public init(
    _ name: String, operationsPerIteration: Int = 1_000,
    make: @escaping @MainActor @Sendable () -> any Scenario
  ) {
    self.name = name
    self.operationsPerIteration = operationsPerIteration
    self.workload = .sync(make)
  }

  /// Creates an entry for an async scenario.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name.
  ///   - operationsPerIteration: How many operations one measured iteration performs.
  ///   - make: Makes the scenario (unmeasured).
  public init(
    _ name: String, operationsPerIteration: Int = 1_000,
    makeAsync make: @escaping @MainActor @Sendable () -> any AsyncScenario
  ) {
    self.name = name
    self.operationsPerIteration = operationsPerIteration
    self.workload = .async(make)
  }
}
