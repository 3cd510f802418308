public import Flowline

extension FeatureHarness {
  /// Asserts the next action an effect fed back, and the state change it made.
  ///
  /// Waits for the action while effects are running, for up to ``effectStepLimit`` turns of
  /// the scheduler (never a wall-clock timeout). With exhaustivity off, actions before the
  /// expected one are skipped.
  ///
  /// - Parameters:
  ///   - expected: The action that should be received next.
  ///   - update: Turns the previous state into the expected one.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receive(
    _ expected: F.DomainAction,
    assert update: ((inout F.DomainState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where F.DomainAction: Equatable {
    await receive(
      describing: describe(expected), matching: { $0 == expected }, update,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect fed back by a predicate, for actions that are not
  /// `Equatable` or whose payload the test doesn't know exactly.
  ///
  /// ```swift
  /// await harness.receive(where: { if case .usersResponse(.failure) = $0 { true } else { false } }) {
  ///   $0.users = .failed(LoadingError(message: "offline"), previous: nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether an action is the expected one.
  ///   - update: Turns the previous state into the expected one.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receive(
    where predicate: (F.DomainAction) -> Bool,
    assert update: ((inout F.DomainState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      describing: "an action matching the predicate", matching: predicate, update,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next screen event the feature reported to its parent.
  ///
  /// - Parameters:
  ///   - expected: The screen event that should come next.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receiveScreenEvent(
    _ expected: F.ScreenEvent,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where F.ScreenEvent: Equatable {
    await receiveScreenEvent(
      describing: describe(expected), matching: { $0 == expected },
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next screen event by a predicate.
  ///
  /// - Parameters:
  ///   - predicate: Whether a screen event is the expected one.
  ///   - fileID: The assertion's file.
  ///   - filePath: The assertion's file path.
  ///   - line: The assertion's line.
  ///   - column: The assertion's column.
  public func receiveScreenEvent(
    where predicate: (F.ScreenEvent) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveScreenEvent(
      describing: "a screen event matching the predicate", matching: predicate,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receive(
    describing expectation: String,
    matching predicate: (F.DomainAction) -> Bool,
    _ update: ((inout F.DomainState) throws -> Void)?,
    at location: SourceLocation
  ) async {
    var skipped: [String] = []
    while true {
      guard await waitFor({ nextEntry < log.entries.count }) else {
        let running = store.runningEffectCount
        report(
          """
          Expected to receive \(expectation), but \
          \(skipped.isEmpty ? "no action was received" : "only skipped \(skipped.joined(separator: ", "))") \
          (waited \(effectStepLimit) effect steps; \(running) effect\(running == 1 ? "" : "s") \
          still running\(running > 0 ? ": advance the clock if they wait on it" : "")).
          """,
          at: location)
        return
      }
      let index = nextEntry
      let entry = log.entries[index]
      nextEntry += 1
      if predicate(entry.action) {
        if exhaustivity.showsSkipped, !skipped.isEmpty {
          warn("Skipped received actions: \(skipped.joined(separator: ", "))", at: location)
        }
        check(
          update, after: log.state(after: index),
          what: "receiving \(describe(entry.action))", at: location)
        recordLeftovers()
        return
      }
      if exhaustivity.isExhaustive {
        report(
          "Expected to receive \(expectation), but received \(describe(entry.action))."
            + hiddenDifferenceNote(expectation, describe(entry.action)),
          at: location)
        assertedState = log.state(after: index)
        recordLeftovers()
        return
      }
      skipped.append(describe(entry.action))
      assertedState = log.state(after: index)
    }
  }

  private func receiveScreenEvent(
    describing expectation: String,
    matching predicate: (F.ScreenEvent) -> Bool,
    at location: SourceLocation
  ) async {
    var skipped: [String] = []
    while true {
      guard await waitFor({ nextScreenEvent < log.screenEvents.count }) else {
        report(
          """
          Expected the screen event \(expectation), but \
          \(skipped.isEmpty ? "none was reported" : "only skipped \(skipped.joined(separator: ", "))").
          """,
          at: location)
        return
      }
      let event = log.screenEvents[nextScreenEvent]
      nextScreenEvent += 1
      if predicate(event) {
        recordLeftovers()
        return
      }
      if exhaustivity.isExhaustive {
        report(
          "Expected the screen event \(expectation), but the feature reported \(describe(event))."
            + hiddenDifferenceNote(expectation, describe(event)),
          at: location)
        recordLeftovers()
        return
      }
      skipped.append(describe(event))
    }
  }

  /// Lets effects run until `condition` holds, no effect is left running, or the step limit is
  /// reached. Returns whether the condition holds.
  func waitFor(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<effectStepLimit {
      if condition() { return true }
      if !store.hasRunningEffects {
        await Task.yield()
        return condition()
      }
      await Task.yield()
    }
    return condition()
  }
}

/// A note for two values that differ but print alike: their difference is in a value that is
/// never shown (a ``Sensitive`` secret).
func hiddenDifferenceNote(_ expected: String, _ actual: String) -> String {
  guard expected == actual else { return "" }
  return " They differ only in values that are never printed (Sensitive)."
}
