import ConcurrencyExtras
import Flowline
import FlowlineRecording
import FlowlineTesting
import Foundation
import Testing

/// Records sessions of the three-screen `Journey` app and replays them.
@MainActor
@Suite struct SessionReplayTests {
  typealias Route = Journey.Route

  /// Lines a recorder wrote, in memory.
  final class Lines: Sendable {
    let text = LockIsolated("")
    var data: Data { Data(text.value.utf8) }
    func write(_ line: String) { text.withValue { $0 += line } }
  }

  /// Plays a session as a user would, with the recorder following the app, and returns what
  /// the recorder wrote.
  func recordSession(limit: Int = 1 << 20) async -> Lines {
    let lines = Lines()
    let clock = ManualClock()
    let recorder = SessionRecorder(app: "Journey", limit: limit, clock: clock) { lines.write($0) }
    let app = Journey.App(clock: clock, answers: recorder)
    recorder.follow(app.flow, roots: [app.finder])
    let harness = AppHarness(flow: app.flow, roots: [app.finder], clock: clock, exhaustivity: .off)
    let finder = harness.screen(app.finder)
    await finder.send(.secretTyped("hunter2"))
    await finder.send(.queryChanged("a"))
    await harness.advance(by: .milliseconds(100))
    await finder.send(.queryChanged("ab"))
    await harness.advance(by: .milliseconds(500))
    await finder.send(.resultTapped(20))
    let item = harness.screen(.item(20), Journey.Item.self)
    await item.send(.onAppear)
    await item.send(.favouriteTapped)
    await harness.advance(by: .milliseconds(200))
    await item.send(.countdownTapped)
    let countdown = harness.screen(.countdown(3), Journey.Countdown.self)
    await countdown.send(.start)
    await harness.advance(by: .seconds(4))
    recorder.recordInput("back")  // as the app records an input: before performing it
    app.flow.pop()
    await harness.advance(by: .seconds(1))
    recorder.close()
    await harness.finish()
    return lines
  }

  /// Replays `data` on a fresh app, with `countdownStep` planting a bug when not 1.
  func replay(_ data: Data, countdownStep: Int = 1) async throws {
    let replay = SessionReplay(try SessionRecording(data: data))
    let clock = ManualClock()
    let app = Journey.App(
      clock: clock, answers: replay.answers(on: clock), countdownStep: countdownStep)
    let harness = AppHarness(flow: app.flow, roots: [app.finder], clock: clock, exhaustivity: .off)
    do {
      try await replay.run(on: harness) { input in
        if input.name == "back" { app.flow.pop() }
      }
    } catch {
      await harness.finish()
      throw error
    }
    await harness.finish()
  }

  @Test func aRecordedSessionReplaysAgainstTheSameCode() async throws {
    let lines = await recordSession()
    let recording = try SessionRecording(data: lines.data)
    #expect(recording.version == SessionRecording.formatVersion)
    #expect(recording.app == "Journey")
    #expect(!recording.isCut)
    #expect(recording.inputCount == 9)
    try await replay(lines.data)
  }

  @Test func aChangedReducerOnTheRecordedPathFailsNamingTheStepAndTheScreen() async throws {
    let lines = await recordSession()
    try await withKnownIssue {
      try await replay(lines.data, countdownStep: 2)
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("The replay diverged") && text.contains("Step ")
        && (text.contains("countdown") || text.contains("navigation"))
    }
  }

  @Test func aRecordingNeverHoldsASecretAndReplayStandsInForIt() async throws {
    let lines = await recordSession()
    #expect(!lines.text.value.contains("hunter2"))
    #expect(lines.text.value.contains(#""redacted":true"#))
    try await replay(lines.data)
  }

  @Test func aLongSessionIsCutWithAMarkerAndItsFirstStepsStillReplay() async throws {
    let lines = await recordSession(limit: 1_500)
    #expect(lines.text.value.utf8.count <= 1_500)
    #expect(lines.text.value.contains("reached its limit of 1500 bytes"))
    let recording = try SessionRecording(data: lines.data)
    #expect(recording.isCut)
    #expect(recording.cutReason?.contains("limit of 1500 bytes") == true)
    #expect(recording.inputCount < 9)
  }

  @Test func anOlderFormatVersionFailsWithATypedError() {
    let data = Data(#"{"format":"flowline-session","version":0,"app":"Journey"}"#.utf8)
    #expect(throws: SessionRecordingError.unsupportedVersion(0, supported: 1)) {
      try SessionRecording(data: data)
    }
    #expect(throws: SessionRecordingError.notARecording) {
      try SessionRecording(data: Data("hello\n".utf8))
    }
  }

  @Test func aDamagedLineNamesItsLineNumber() async throws {
    var text = await recordSession().text.value
    text = text.replacingOccurrences(
      of: #"{"at""#, with: #"{"at":"soon","x""#, options: [], range: text.range(of: #"{"at""#))
    #expect {
      try SessionRecording(data: Data(text.utf8))
    } throws: { error in
      guard case .damagedStep(let line, _) = error as? SessionRecordingError else { return false }
      return line == 2
    }
  }

  @Test func anEventThatNoLongerDecodesFailsNamingItsStepAndType() async throws {
    let text = await recordSession().text.value
      .replacingOccurrences(of: "queryChanged", with: "queryEdited")
    await #expect {
      try await replay(Data(text.utf8))
    } throws: { error in
      guard case .eventNoLongerDecodes(_, let screen, let type, _) = error as? SessionRecordingError
      else { return false }
      return screen == "the Finder screen" && type.contains("ViewEvent")
    }
  }

  @Test func aRenamedRouteFailsWithATypedError() async throws {
    let text = await recordSession().text.value
      .replacingOccurrences(of: #"{"item":"#, with: #"{"thing":"#)
    await #expect {
      try await replay(Data(text.utf8))
    } throws: { error in
      guard case .placeNoLongerDecodes = error as? SessionRecordingError else { return false }
      return true
    }
  }

  @Test func aRecordingFileIsReadableByItsOwnerOnly() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try SessionRecorder(writingTo: url, app: "Journey")
    recorder.recordInput("back")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    recorder.close()
    let recording = try SessionRecording(contentsOf: url)
    #expect(recording.inputCount == 1)
  }

  @Test func aLastLineCutShortReadsAsARecordingCutShort() async throws {
    var text = await recordSession().text.value
    text.removeLast(30)  // the app was killed in the middle of its last line
    let recording = try SessionRecording(data: Data(text.utf8))
    #expect(recording.isCut)
    #expect(recording.cutReason?.contains("killed while writing") == true)
    #expect(recording.inputCount == 9)
  }

  @Test func finishingTwiceWritesOneEnd() {
    let lines = Lines()
    let recorder = SessionRecorder(app: "Journey", clock: ManualClock()) { lines.write($0) }
    recorder.close()
    recorder.close()
    #expect(lines.text.value.components(separatedBy: #""end":true"#).count == 2)
  }

  @Test(.serialEffects) func answersOfOneNameComeBackInTheOrderTheCallsWereMade() async throws {
    // The call that started first came back last: a recording lists it second.
    let text = """
      {"format":"flowline-session","version":1,"app":"Journey"}
      {"answer":"price","at":1,"started":0.5,"value":2}
      {"answer":"price","at":2,"started":0,"value":1}
      {"at":3,"end":true}

      """
    let replay = SessionReplay(try SessionRecording(data: Data(text.utf8)))
    let clock = ManualClock()
    let answers = replay.answers(on: clock)
    let first = Task { try await answers.answer("price") { 0 } as Int }
    await clock.advance(by: .seconds(3))
    let second: Int = try await answers.answer("price") { 0 }
    #expect(try await first.value == 1)
    #expect(second == 2)
  }

  @Test func aReplayedErrorSaysWhatTheLiveOneSaidAndMeantForTheUser() {
    let error = RecordedError("failedVerification", errorDescription: "Could not verify.")
    #expect(String(describing: error) == "failedVerification")
    #expect(LoadingError(error).message == "Could not verify.")
    #expect(LoadingError(RecordedError("offline")).message == "offline")
  }

  @Test func wholeNumbersPastADoublesPrecisionReplayExactly() async throws {
    let lines = Lines()
    let clock = ManualClock()
    let recorder = SessionRecorder(app: "Journey", clock: clock) { lines.write($0) }
    let big: Int64 = 9_007_199_254_740_993
    _ = try await recorder.answer("id") { big }
    recorder.close()
    let replay = SessionReplay(try SessionRecording(data: lines.data))
    let replayed: Int64 = try await replay.answers(on: clock).answer("id") { 0 }
    #expect(replayed == big)
  }
}
