public import Flowline

extension FeatureHarness {
  /// Sends an event through a child store scoped from the harness's store, as the child's view
  /// would, and asserts the state change of the parent action it became.
  ///
  /// The child store is one of ``store``'s (`Store.scope(state:action:feature:)`,
  /// `Store.scope(rows:action:feature:)`): its event reaches the parent as an action,
  /// which the harness records and asserts like any other.
  ///
  /// ```swift
  /// let row = harness.store.scope(rows: \.items, action: Downloads.DomainAction.item,
  ///                               feature: download)[id: 1]!
  /// await harness.send(.start, to: row)
  /// ```
  ///
  /// - Parameters:
  ///   - event: The child's view event.
  ///   - child: The child store the event is sent through.
  ///   - update: Turns the parent's previous state into the expected one.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  /// - Returns: The handle on the effects the event started.
  @discardableResult
  public func send<Child: Feature>(
    _ event: Child.ViewEvent,
    to child: Store<Child>,
    assert update: ((inout F.DomainState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    await perform(
      "sending \(describe(event)) to a \(Child.self) store", update,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { child.send(event) }
  }
}
