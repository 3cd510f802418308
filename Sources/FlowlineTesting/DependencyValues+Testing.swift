public import Flowline
import IssueReporting

extension DependencyValues {
  /// A test container with some dependencies overridden, whose missing dependencies fail the
  /// current test, naming them.
  ///
  /// ```swift
  /// let factory = UserListFactory(dependencies: .test { $0.userService = MockUserService() })
  /// ```
  ///
  /// A dependency read in a test that was neither provided by `override` nor given a test value
  /// by its key is reported as a test failure (in Swift Testing and XCTest alike) at the line
  /// that created the container, and the key's preview value is used: a test never calls the
  /// live service.
  ///
  /// - Parameters:
  ///   - override: Provides the dependencies the test controls.
  ///   - fileID: The file that created the container, for the failure's location.
  ///   - filePath: The file path that created the container, for the failure's location.
  ///   - line: The line that created the container, for the failure's location.
  ///   - column: The column that created the container, for the failure's location.
  /// - Returns: The container.
  public static func test(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ override: (inout DependencyValues) -> Void = { _ in }
  ) -> DependencyValues {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var values = DependencyValues(
      context: .test,
      onMissingTestValue: { missing in
        reportIssue(
          missing.description, fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column)
      })
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
