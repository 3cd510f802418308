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
/// In a test, build the container in the test context (`DependencyValues(context: .test)`, or
/// `DependencyValues.test { … }` from `FlowlineTesting`): a dependency the test reads without
/// providing it, and whose key has no test value, fails the test, naming it.
///
/// A value set on the container overrides the key's value for every context. Otherwise the
/// container answers with the key's value for its context.
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

  /// The context whose values the container gives for keys that were not overridden.
  let context: Context

  private var overrides: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty container for a context.
  ///
  /// - Parameter context: The context whose key values the container gives.
  public init(context: Context) {
    self.context = context
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
        return Key.testValue
      }
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
  }
}
