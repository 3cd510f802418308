@_spi(Unobserved) import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

/// The stack, driven through the flow: each screen's actions and state changes, its screen
/// events, the navigation they lead to and the saved sync-ups, asserted in the one order they
/// happen, on the harness's clock.
@MainActor
@Suite struct AppFlowTests {
  /// The stand-up with a meeting saved at the front of its history.
  func standUpAfter(_ meeting: Meeting) -> SyncUp {
    var syncUp = standUp
    syncUp.meetings.insert(meeting, at: 0)
    return syncUp
  }

  @Test func deniedSpeechOpensTheSystemSettingsFromTheFlowNotTheScreen() async {
    let (opened, settingsOpened) = AsyncStream.makeStream(of: Void.self)
    let (app, harness) = makeAppHarness(
      speech: SpeechScript(.denied), openSettings: { settingsOpened.yield() })
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.startMeetingTapped)
    await detail.receive(.authorizationAnswered(.denied)) { $0.alert = .speechDenied }
    await detail.send(.alertButtonTapped(.openSettings)) { $0.alert = nil }
    await detail.receiveScreenEvent(.settingsRequested)
    #expect(app.flow.path == [.detail(standUp.id)])  // leaving the app pushes nothing
    for await _ in opened { break }  // the flow opened the settings
    await harness.finish()
  }

  @Test func aPastMeetingIsPushedFromTheDetailAndShowsItsTranscript() async {
    let past = Meeting(id: UUID(9), date: meetingDate, transcript: "Hello")
    let (app, harness) = makeAppHarness(InMemoryPersistence([standUpAfter(past)]))
    let list = harness.screen(app.list)
    #expect(list.state?.syncUps == [standUpAfter(past)])

    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    #expect(detail.state?.syncUp == standUpAfter(past))

    await detail.send(.meetingTapped(past.id))
    await detail.receiveScreenEvent(.meetingSelected(standUp.id, past.id))
    await harness.receiveNavigation { $0.path.append(.meeting(standUp.id, past.id)) }
    let meeting = harness.screen(.meeting(standUp.id, past.id), MeetingFeature.self)
    #expect(meeting.state == .init(syncUpTitle: "Stand-up", meeting: past))
    #expect(meeting.store?.viewState.transcript == "Hello")

    app.flow.pop()  // the user goes back
    await harness.receiveNavigation { $0.path.removeLast() }
    #expect(meeting.store == nil)
    await harness.finish()
  }

  @Test func aMeetingRunsEverySpeakersTimeThenIsSavedAndTheFlowPopsBackToTheDetail() async {
    let (app, harness) = makeAppHarness()
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.onAppear)
    await detail.receive(.syncUpsChanged([standUp]))
    await detail.send(.startMeetingTapped)
    await detail.receive(.authorizationAnswered(.restricted)) { $0.alert = .speechRestricted }
    await detail.send(.alertButtonTapped(.continueWithoutRecording)) { $0.alert = nil }
    await detail.receiveScreenEvent(.startMeeting(standUp.id, transcribing: false))
    await harness.receiveNavigation {
      $0.path.append(.record(standUp.id, transcribing: false))
    }

    // Two attendees share four seconds: each speaks for two, and the last second ends it.
    let record = harness.screen(.record(standUp.id, transcribing: false), RecordMeeting.self)
    await record.send(.onAppear) { $0.isRunning = true }
    await harness.advance(by: .seconds(2))
    await record.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await record.receive(.timerTicked) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    record.assertViewState(
      .init(
        speakerName: "Bea", speakerLabel: "Speaker 2 of 2", secondsElapsed: 2,
        secondsRemaining: 2, transcript: ""))
    await harness.advance(by: .seconds(2))
    await record.receive(.timerTicked) { $0.secondsElapsed = 3 }
    await record.receive(.timerTicked) {
      $0.secondsElapsed = 4
      $0.isRunning = false
    }
    let saved = Meeting(id: UUID(0), date: meetingDate, transcript: "")
    await harness.receive(app.syncUps) { $0[0].meetings.insert(saved, at: 0) }
    await record.receive(.meetingSaved)
    await record.receiveScreenEvent(.finished)
    await harness.receiveNavigation { $0.path.removeLast() }
    await detail.receive(.syncUpsChanged([standUpAfter(saved)])) {
      $0.syncUp = standUpAfter(saved)
    }

    #expect(app.syncUps.value == [standUpAfter(saved)])
    #expect(app.flow.path == [.detail(standUp.id)])
    #expect(detail.store?.viewState.meetings == [saved])
    #expect(record.store == nil)
    await harness.advance(by: .seconds(5))  // the timer is gone: nothing more happens
    await detail.send(.onDisappear)
    await harness.finish()
  }

  @Test func endingATranscribedMeetingEarlySavesWhatWasHeard() async {
    let speech = SpeechScript(.authorized)
    let (app, harness) = makeAppHarness(speech: speech)
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.startMeetingTapped)
    await detail.receive(.authorizationAnswered(.authorized))
    await detail.receiveScreenEvent(.startMeeting(standUp.id, transcribing: true))
    await harness.receiveNavigation { $0.path.append(.record(standUp.id, transcribing: true)) }

    let record = harness.screen(.record(standUp.id, transcribing: true), RecordMeeting.self)
    await record.send(.onAppear) { $0.isRunning = true }
    speech.transcript.yield("Hello")
    await record.receive(.transcriptHeard("Hello")) { $0.transcript = "Hello" }
    await harness.advance(by: .seconds(1))
    await record.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await record.send(.endMeetingTapped) {
      $0.isRunning = false
      $0.alert = .endMeeting(canDiscard: true)
    }
    await record.send(.alertButtonTapped(.saveAndEnd)) { $0.alert = nil }
    let saved = Meeting(id: UUID(0), date: meetingDate, transcript: "Hello")
    await harness.receive(app.syncUps) { $0[0].meetings.insert(saved, at: 0) }
    await record.receive(.meetingSaved)
    await record.receiveScreenEvent(.finished)
    await harness.receiveNavigation { $0.path.removeLast() }
    #expect(app.syncUps.value == [standUpAfter(saved)])
    await harness.finish()
  }

  @Test func deletingASyncUpPopsBackToTheListWhichFollows() async {
    let (app, harness) = makeAppHarness()
    let list = harness.screen(app.list)
    await list.send(.onAppear)
    await list.receive(.syncUpsChanged([standUp]))
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.deleteTapped) { $0.alert = .deletion }
    await detail.send(.alertButtonTapped(.confirmDeletion)) {
      $0.alert = nil
      $0.isDeleting = true
    }
    await harness.receive(app.syncUps) { $0 = [] }
    await detail.receive(.deleted)
    await detail.receiveScreenEvent(.deleted)
    await harness.receiveNavigation { $0.path = [] }
    await list.receive(.syncUpsChanged([])) { $0.syncUps = [] }
    #expect(app.syncUps.value.isEmpty)
    #expect(list.store?.viewState.rows == [])
    await list.send(.onDisappear)
    await harness.finish()
  }
}

@MainActor
@Suite struct PersistenceTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("syncups-\(UUID().uuidString)")
  var file: URL { directory.appendingPathComponent("sync-ups.json") }

  @Test func syncUpsAreSavedToTheFileAndLoadedAtTheNextLaunch() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = Shared([SyncUp](), persistence: JSONFilePersistence(url: file))
    #expect(first.value.isEmpty)
    #expect(first.persistenceError == nil)
    try await first.update { $0 = [.designTeam, standUp] }
    let relaunched = FeatureFactory(
      dependencies: DependencyValues.test { $0.syncUpsPersistence = JSONFilePersistence(url: file) }
    )
    #expect(relaunched.syncUps.value == [.designTeam, standUp])
    #expect(relaunched.makeList().domainState.syncUps == [.designTeam, standUp])
  }

  @Test func aCorruptFileStartsAnEmptyListAndIsKeptAside() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: file)
    let factory = FeatureFactory(
      dependencies: DependencyValues.test { $0.syncUpsPersistence = JSONFilePersistence(url: file) }
    )
    #expect(factory.syncUps.value.isEmpty)
    #expect(factory.syncUps.persistenceError?.operation == .load)
    let aside = file.appendingPathExtension("unreadable-1")
    #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
    try await factory.syncUps.update { $0 = [standUp] }
    #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
  }
}
