import ConcurrencyExtras
import Foundation
public import Testing

/// Runs the async work of tests one job at a time on the main actor, in order, so that effects
/// progress deterministically.
///
/// Swift runs tasks on a pool of threads, so whether an effect has reached its `sleep` on a test
/// clock by the time the test advances the clock depends on thread scheduling: under load, it
/// may not have. While serial effects are on, every job that would go to that pool is enqueued
/// on the main actor instead, and each `await Task.yield()` of a main-actor test lets the jobs
/// queued before it run, in order. ``FeatureHarness`` turns it on for its lifetime; suites that
/// drive stores directly use the `.serialEffects` trait (``SerialEffectsTrait``).
///
/// The mode is process-wide and reference-counted: it stays on while any harness or trait scope
/// needs it.
public enum SerialEffects {
  /// Turns serial effects on, until a matching ``exit()``.
  public static func enter() {
    state.lock.withLock {
      state.depth += 1
      if state.depth == 1 {
        uncheckedUseMainSerialExecutor = true
      }
    }
  }

  /// Ends one ``enter()``; serial effects turn off when none is left.
  public static func exit() {
    state.lock.withLock {
      guard state.depth > 0 else { return }
      state.depth -= 1
      if state.depth == 0 {
        uncheckedUseMainSerialExecutor = false
      }
    }
  }

  /// Whether serial effects are on.
  public static var isOn: Bool { state.lock.withLock { state.depth > 0 } }

  /// The nesting depth, guarded by its lock.
  ///
  /// Safety of `@unchecked Sendable`: `depth` is read and written only inside `lock.withLock`.
  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var depth = 0
  }

  private static let state = State()
}

/// A trait that runs a test, or every test of a suite, with ``SerialEffects`` on.
public struct SerialEffectsTrait: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test in a suite.
  public var isRecursive: Bool { true }

  /// Runs `function` with serial effects on.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, if any.
  ///   - function: The test.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    SerialEffects.enter()
    defer { SerialEffects.exit() }
    try await function()
  }
}

extension Trait where Self == SerialEffectsTrait {
  /// Runs the test's async work one job at a time, in order, on the main actor.
  ///
  /// ```swift
  /// @MainActor @Suite(.serialEffects) struct SearchTests { … }
  /// ```
  public static var serialEffects: Self { SerialEffectsTrait() }
}
