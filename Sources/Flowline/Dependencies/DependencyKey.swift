/// A key for one dependency in ``DependencyValues``, with the value for each context.
///
/// Modelled on SwiftUI's `EnvironmentKey`, but with a value per context, checked by the type
/// system instead of a string-keyed locator that throws at run time:
///
/// ```swift
/// enum UserServiceKey: DependencyKey {
///   static let liveValue: any UserService = LiveUserService()
///   static let previewValue: any UserService = SampleUserService()
///   static let testValue: any UserService = UnimplementedUserService()
/// }
///
/// extension DependencyValues {
///   var userService: any UserService {
///     get { self[UserServiceKey.self] }
///     set { self[UserServiceKey.self] = newValue }
///   }
/// }
/// ```
///
/// A key must give a live and a preview value: the preview value is a stand-in that never talks
/// to a real service. The test value is optional. A test that builds its container with
/// `FlowlineTesting`'s `DependencyValues.test { … }` (as `FeatureHarness` does) and reads a
/// dependency which it did not override and whose key has no test value fails, naming the key,
/// and gets the preview value: a test never calls a live service by accident. (A container made
/// by hand reports it through ``DependencyValues/onMissingTestValue``.)
public protocol DependencyKey {
  /// The dependency's type, usually a protocol existential or a struct of closures.
  associatedtype Value: Sendable

  /// The value the app uses.
  static var liveValue: Value { get }

  /// The value SwiftUI previews and demos use: a stand-in that never reaches a real service.
  static var previewValue: Value { get }

  /// The value tests use unless they override it.
  ///
  /// When a key does not declare one, reading the dependency in a test context reports a
  /// missing test value and falls back to ``previewValue``.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The default test value: reports that the key has none and falls back to `previewValue`.
  public static var testValue: Value {
    MissingTestValueProbe.current?.markMissing()
    return previewValue
  }
}

/// Detects, while ``DependencyValues`` reads a key's `testValue`, whether the key relied on the
/// default implementation (and so has no test value of its own).
///
/// Safety of `@unchecked Sendable`: a probe is created by one `DependencyValues` read, bound to
/// a task-local for the duration of that synchronous read, and only mutated by the default
/// `testValue` that the read calls on the same thread; it never outlives the read.
final class MissingTestValueProbe: @unchecked Sendable {
  @TaskLocal static var current: MissingTestValueProbe?

  private(set) var isMissing = false

  func markMissing() { isMissing = true }
}
