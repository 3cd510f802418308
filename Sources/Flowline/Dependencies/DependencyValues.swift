/// The dependencies of an app, typed and keyed by ``DependencyKey``.
///
/// A factory at the app root reads dependencies from a container and passes them to the
/// features it builds as stored properties; features never read the container themselves.
///
/// ```swift
/// struct UserListFactory {
///   let dependencies: DependencyValues
///
///   @MainActor func make() -> Store<UserList> {
///     Store(initialState: .init(), feature: UserList(userService: dependencies.userService))
///   }
/// }
///
/// let app = UserListFactory(dependencies: DependencyValues(context: .live))
/// // in a test, with `import FlowlineTesting`:
/// let test = UserListFactory(dependencies: .test { $0.userService = MockUserService() })
/// ```
///
/// In a test, build the container with `DependencyValues.test { … }` from `FlowlineTesting`:
/// a dependency the test reads without providing it, and whose key has no test value, fails
/// the test, naming it. A container made by hand with `DependencyValues(context: .test)`
/// reports it through ``onMissingTestValue`` instead, which prints by default.
///
/// A value set on the container overrides the key's value for every context. Otherwise the
/// container answers with the key's value for its ``context``.
public struct DependencyValues: Sendable {
  /// Where the dependencies are used; it chooses each key's default value.
  public enum Context: Sendable, Hashable {
    /// The running app: each key's `liveValue`.
    case live
    /// SwiftUI previews and demos: each key's `previewValue`.
    case preview
    /// Tests: each key's `testValue`, and a failure for keys that have none.
    case test
  }

  /// A dependency a test read without providing it.
  public struct MissingTestValue: Sendable, Hashable, CustomStringConvertible {
    /// The key's type name.
    public let key: String
    /// The dependency's type name.
    public let valueType: String

    /// The failure message, naming the dependency.
    public var description: String {
      """
      Dependency '\(key)' (\(valueType)) was read in a test, but the test did not provide it \
      and the key declares no testValue. Override it in the test (for example \
      `DependencyValues.test { $0[\(key).self] = … }`) or give the key a testValue. The \
      preview value was used instead of the live one.
      """
    }
  }

  /// The context whose values the container gives for keys that were not overridden.
  public var context: Context

  /// Called when a test context reads a dependency that was neither overridden nor given a test
  /// value. By default it prints the message to standard error; the container that
  /// `FlowlineTesting`'s `DependencyValues.test { … }` builds fails the test instead.
  public var onMissingTestValue: @Sendable (MissingTestValue) -> Void

  /// The default report of a missing test value: a line on standard error.
  ///
  /// - Parameter missing: The dependency the test did not provide.
  @Sendable
  public static func printMissingTestValue(_ missing: MissingTestValue) {
    printToStandardError("flowline: \(missing)")
  }

  private var overrides: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty container for a context.
  ///
  /// - Parameters:
  ///   - context: The context whose key values the container gives.
  ///   - onMissingTestValue: How to report a dependency a test did not provide.
  public init(
    context: Context,
    onMissingTestValue: @escaping @Sendable (MissingTestValue) -> Void =
      DependencyValues.printMissingTestValue
  ) {
    self.context = context
    self.onMissingTestValue = onMissingTestValue
  }

  /// The value of a dependency: the override if one was set, else the key's value for the
  /// container's context.
  ///
  /// - Parameter key: The dependency's key.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] as? Key.Value {
        return value
      }
      switch context {
      case .live:
        return Key.liveValue
      case .preview:
        return Key.previewValue
      case .test:
        let probe = MissingTestValueProbe()
        let value = MissingTestValueProbe.$current.withValue(probe) { Key.testValue }
        if probe.isMissing {
          onMissingTestValue(
            MissingTestValue(
              key: String(describing: Key.self),
              valueType: String(describing: Key.Value.self)))
        }
        return value
      }
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
  }

  /// Whether `key` was overridden on this container.
  ///
  /// - Parameter key: The dependency's key.
  /// - Returns: `true` when a value was set for it.
  public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    overrides[ObjectIdentifier(key)] != nil
  }
}
