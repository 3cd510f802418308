@_spi(Unobserved) import Flowline

extension FeatureHarness {
  /// Ends the test: lets effects finish, then checks that nothing was left unasserted.
  ///
  /// Exhaustive harnesses fail, naming each leftover, if an action fed back by an effect was
  /// not received, a screen event was not asserted, or an effect is still running (it is then
  /// cancelled, work started with `mustFinish` included). With exhaustivity off, leftovers are skipped (and reported as warnings with
  /// `showSkipped`) and running effects are cancelled.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call.
  ///   - filePath: The file path of the call.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let here = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await waitFor { !store.hasRunningEffects }
    here.reportLeftovers(leftoverDescriptions(), exhaustivity)
    store.cancelAllEffects(includingPendingWork: true)
    assertedState = store.domainState
    nextEntry = log.entries.count
    nextScreenEvent = log.screenEvents.count
    if !isFinished {
      isFinished = true
      markFinished()
      SerialEffects.exit()
    }
  }

  /// Skips the actions received so far, for tests that don't care about them.
  public func skipReceivedActions() {
    if nextEntry < log.entries.count {
      assertedState = store.domainState
      nextEntry = log.entries.count
    }
    recordLeftovers()
  }

  /// Skips the screen events reported so far.
  public func skipScreenEvents() {
    nextScreenEvent = log.screenEvents.count
    recordLeftovers()
  }

  /// In an exhaustive harness, fails if anything is left before a new event is sent; otherwise
  /// skips it.
  func settleLeftoversBeforeSending(at location: SourceLocation) {
    let unreceived = nextEntry < log.entries.count
    let unasserted = nextScreenEvent < log.screenEvents.count
    guard unreceived || unasserted else { return }
    if exhaustivity.isExhaustive {
      report(
        "Sent an event before asserting \(leftoverDescriptions(includingEffects: false).joined(separator: "; ")).",
        at: location)
    } else if exhaustivity.showsSkipped {
      warn(
        "Skipped \(leftoverDescriptions(includingEffects: false).joined(separator: "; ")).",
        at: location)
    }
    assertedState = store.domainState
    nextEntry = log.entries.count
    nextScreenEvent = log.screenEvents.count
  }

  func leftoverDescriptions(includingEffects: Bool = true) -> [String] {
    currentLeftovers().descriptions(includingEffects: includingEffects)
  }

  /// What is left now, each action and screen event described once over the test.
  func currentLeftovers() -> HarnessLeftovers {
    HarnessLeftovers(
      unreceivedActions: log.describedActions(from: nextEntry),
      unassertedScreenEvents: log.describedScreenEvents(from: nextScreenEvent),
      runningEffects: store.runningEffectCount)
  }
}

/// The leftovers of a harness: unreceived actions, unasserted screen events, running effects.
struct HarnessLeftovers: Sendable {
  var unreceivedActions: ArraySlice<String> = []
  var unassertedScreenEvents: ArraySlice<String> = []
  var runningEffects = 0

  /// One phrase per kind of leftover, naming each.
  func descriptions(includingEffects: Bool = true) -> [String] {
    var leftovers: [String] = []
    let unreceived = unreceivedActions
    if !unreceived.isEmpty {
      leftovers.append(
        "\(unreceived.count) unreceived action\(unreceived.count == 1 ? "" : "s"): "
          + unreceived.joined(separator: ", "))
    }
    let events = unassertedScreenEvents
    if !events.isEmpty {
      leftovers.append(
        "\(events.count) unasserted screen event\(events.count == 1 ? "" : "s"): "
          + events.joined(separator: ", "))
    }
    let running = runningEffects
    if includingEffects, running > 0 {
      leftovers.append(
        "\(running) effect\(running == 1 ? "" : "s") still running (advance the clock, receive "
          + "\(running == 1 ? "its" : "their") actions, or cancel \(running == 1 ? "it" : "them"))")
    }
    return leftovers
  }
}
