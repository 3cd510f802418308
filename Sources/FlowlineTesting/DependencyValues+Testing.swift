public import Flowline

extension DependencyValues {
  /// A test container with some dependencies overridden, whose missing dependencies fail the
  /// current test, naming them.
  ///
  /// ```swift
  /// let factory = UserListFactory(dependencies: .test { $0.userService = MockUserService() })
  /// ```
  ///
  /// A dependency read in a test that was neither provided by `override` nor given a test value
  /// by its key is reported as a test failure (in Swift Testing and XCTest alike), naming the
  /// key, and the key's preview value is used: a test never calls the live service.
  ///
  /// - Parameter override: Provides the dependencies the test controls.
  /// - Returns: The container.
  public static func test(_ override: (inout DependencyValues) -> Void = { _ in }) -> Self {
    var values = DependencyValues(context: .test)
    override(&values)
    return values
  }
}

/// Where a harness or container was created, for the location of the failures it reports.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
