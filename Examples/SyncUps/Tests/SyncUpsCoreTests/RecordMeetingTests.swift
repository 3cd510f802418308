import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

@MainActor
@Suite struct RecordMeetingTests {
  let syncUps = Shared([standUp])
  let clock = ManualClock()

  func makeHarness(
    transcribing: Bool = false, speech: SpeechScript = SpeechScript(.authorized)
  ) -> FeatureHarness<RecordMeeting> {
    FeatureHarness(
      initialState: .init(syncUp: standUp, transcribing: transcribing), clock: clock,
      feature: RecordMeeting(
        syncUps: syncUps, clock: clock, now: { meetingDate }, uuid: .incrementing(),
        speech: speech.client))
  }

  func saved(_ transcript: String) -> SyncUp {
    var syncUp = standUp
    syncUp.meetings.insert(Meeting(id: UUID(0), date: meetingDate, transcript: transcript), at: 0)
    return syncUp
  }

  @Test func theTimerRunsEachSpeakerInTurnAndTheLastOneEndSavesTheMeeting() async {
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.isRunning = true }
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) { $0.secondsElapsed = 1 }
    #expect(harness.viewState.speakerName == "Ann")
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    #expect(harness.viewState.speakerLabel == "Speaker 2 of 2")
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) { $0.secondsElapsed = 3 }
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) {
      $0.secondsElapsed = 4
      $0.isRunning = false
    }
    await harness.receive(.meetingSaved)
    await harness.receiveScreenEvent(.finished)
    #expect(syncUps.value == [saved("")])
    await harness.advance(by: .seconds(5))
    await harness.finish()
  }

  @Test func nextSpeakerMovesOnAndOnTheLastSpeakerAsksToEnd() async {
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.isRunning = true }
    await harness.send(.nextSpeakerTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await harness.send(.nextSpeakerTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: false)
    }
    #expect(harness.state.alert?.buttons.map(\.label) == ["Save and end", "Resume"])
    await harness.send(.alertButtonTapped(.resume)) {
      $0.alert = nil
      $0.isRunning = true
    }
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) { $0.secondsElapsed = 3 }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.finish()
  }

  @Test func endingEarlyAndSavingSavesTheMeeting() async {
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.isRunning = true }
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.advance(by: .seconds(3))
    await harness.send(.alertButtonTapped(.saveAndEnd)) {
      $0.alert = nil
    }
    await harness.receive(.meetingSaved)
    await harness.receiveScreenEvent(.finished)
    #expect(syncUps.value == [saved("")])
    await harness.finish()
  }

  @Test func endingEarlyAndDiscardingSavesNothing() async {
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.isRunning = true }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.send(.alertButtonTapped(.discard)) { $0.alert = nil }
    await harness.receiveScreenEvent(.finished)
    // The system closing the answered alert says "no answer": it must not resume the timer.
    await harness.send(.alertButtonTapped(nil))
    #expect(syncUps.value == [standUp])
    await harness.finish()
  }

  @Test func endingEarlyAndResumingRestartsTheTimer() async {
    let harness = makeHarness()
    await harness.send(.onAppear) { $0.isRunning = true }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.advance(by: .seconds(2))
    await harness.send(.alertButtonTapped(.resume)) {
      $0.alert = nil
      $0.isRunning = true
    }
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.finish()
  }

  @Test func theTranscriptArrivesAndIsSavedWithTheMeeting() async {
    let speech = SpeechScript(.authorized)
    let harness = makeHarness(transcribing: true, speech: speech)
    await harness.send(.onAppear) { $0.isRunning = true }
    speech.transcript.yield("I shipped")
    await harness.receive(.transcriptHeard("I shipped")) { $0.transcript = "I shipped" }
    speech.transcript.yield("I shipped it")
    await harness.receive(.transcriptHeard("I shipped it")) { $0.transcript = "I shipped it" }
    #expect(harness.viewState.transcript == "I shipped it")
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.send(.alertButtonTapped(.saveAndEnd)) {
      $0.alert = nil
    }
    await harness.receive(.meetingSaved)
    await harness.receiveScreenEvent(.finished)
    #expect(syncUps.value == [saved("I shipped it")])
    await harness.finish()
  }

  /// Starts a transcribed meeting whose transcription fails at once.
  func startThenFailTranscription() async -> FeatureHarness<RecordMeeting> {
    let speech = SpeechScript(.authorized)
    let harness = makeHarness(transcribing: true, speech: speech)
    await harness.send(.onAppear) { $0.isRunning = true }
    speech.transcript.finish(throwing: TranscriptionError())
    await harness.receive(.transcriptionFailed) {
      $0.transcribing = false
      $0.isRunning = false
      $0.alert = .transcriptionFailed
    }
    return harness
  }

  @Test func aTranscriptionFailureStopsTheTimerAndCanContinueWithoutTranscript() async {
    let harness = await startThenFailTranscription()
    await harness.advance(by: .seconds(3))
    #expect(harness.state.alert?.buttons.map(\.label) == ["Continue meeting", "Discard meeting"])
    await harness.send(.alertButtonTapped(.resume)) {
      $0.alert = nil
      $0.isRunning = true
    }
    await harness.advance(by: .seconds(1))
    await harness.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.finish()
  }

  @Test func aTranscriptionFailureCanDiscardTheMeeting() async {
    let harness = await startThenFailTranscription()
    await harness.send(.alertButtonTapped(.discard)) { $0.alert = nil }
    await harness.receiveScreenEvent(.finished)
    #expect(syncUps.value == [standUp])
    await harness.finish()
  }

  @Test func aMeetingThatCannotBeSavedSaysSoAndCanBeRetriedOrDiscarded() async {
    let failing = Shared([standUp], persistence: FailingPersistence())
    let harness = FeatureHarness(
      initialState: .init(syncUp: standUp, transcribing: false), clock: clock,
      feature: RecordMeeting(
        syncUps: failing, clock: clock, now: { meetingDate }, uuid: .incrementing(),
        speech: SpeechScript(.authorized).client))
    await harness.send(.onAppear) { $0.isRunning = true }
    await harness.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await harness.send(.alertButtonTapped(.saveAndEnd)) {
      $0.alert = nil
    }
    let message = "Could not save the shared value: disk full"
    await harness.receive(.saveFailed(message)) {
      $0.alert = AlertState(
        title: "The meeting could not be saved", message: message,
        buttons: [
          AlertButton("Try again", action: .saveAndEnd),
          AlertButton("Discard", role: .destructive, action: .discard),
        ])
    }
    #expect(failing.value == [standUp])
    await harness.send(.alertButtonTapped(.discard)) { $0.alert = nil }
    await harness.receiveScreenEvent(.finished)
    await harness.finish()
  }
}
