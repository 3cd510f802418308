import IssueReporting

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
/// to a real service. The test value is optional. A test whose container is in the test context
/// (`DependencyValues(context: .test)`, or `FlowlineTesting`'s `DependencyValues.test { … }`, as
/// `FeatureHarness` builds it) and reads a dependency which it did not override and whose key has
/// no test value fails, naming the key, and gets the preview value: a test never calls a live
/// service by accident.
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
  /// The default test value: fails the running test, naming the key, and falls back to
  /// `previewValue` (outside a test, a runtime warning).
  public static var testValue: Value {
    reportIssue(
      """
      Dependency '\(Self.self)' (\(Value.self)) was read in a test, but the test did not \
      provide it and the key declares no testValue. Override it in the test (for example \
      `DependencyValues.test { $0[\(Self.self).self] = … }`) or give the key a testValue. The \
      preview value was used instead of the live one.
      """)
    return previewValue
  }
}
