import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

@MainActor
@Suite struct SyncUpDetailTests {
  let syncUps = Shared([standUp])

  func makeHarness(speech: SpeechAuthorization = .authorized) -> FeatureHarness<SyncUpDetail> {
    FeatureHarness(
      initialState: .init(syncUp: standUp),
      feature: SyncUpDetail(
        syncUps: syncUps, speech: SpeechScript(speech).client))
  }

  @Test func editingAsksTheFlowForTheEditSheetOnACopy() async {
    let harness = makeHarness()
    await harness.send(.editTapped)
    await harness.receiveScreenEvent(.editRequested(standUp))
    #expect(syncUps.value == [standUp])
    await harness.finish()
  }

  @Test func theDetailFollowsTheSavedSyncUp() async throws {
    let harness = makeHarness()
    await harness.send(.onAppear)
    await harness.receive(.syncUpsChanged([standUp]))
    var edited = standUp
    edited.title = "Daily"
    try await syncUps.update { [edited] in $0 = [.designTeam, edited] }
    await harness.receive(.syncUpsChanged([.designTeam, edited])) { $0.syncUp.title = "Daily" }
    #expect(harness.viewState.title == "Daily")
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func deletingAsksFirstThenDeletesAndReportsIt() async {
    let harness = makeHarness()
    await harness.send(.deleteTapped) { $0.alert = .deletion }
    await harness.send(.alertButtonTapped(nil)) { $0.alert = nil }
    #expect(syncUps.value == [standUp])
    await harness.send(.deleteTapped) { $0.alert = .deletion }
    let yes = harness.state.alert?.button(labelled: "Yes")
    #expect(yes?.role == .destructive)
    await harness.send(.alertButtonTapped(yes?.action)) {
      $0.alert = nil
      $0.isDeleting = true  // pending: the screen stays, saying so, until the save ends
    }
    #expect(harness.viewState.isDeleting)
    await harness.receive(.deleted)
    await harness.receiveScreenEvent(.deleted)
    // The system closing the answered alert says "no answer": nothing more happens.
    await harness.send(.alertButtonTapped(nil))
    #expect(syncUps.value.isEmpty)
    await harness.finish()
  }

  @Test func authorizedSpeechStartsARecordedMeeting() async {
    let harness = makeHarness(speech: .authorized)
    await harness.send(.startMeetingTapped)
    await harness.receive(.authorizationAnswered(.authorized))
    await harness.receiveScreenEvent(.startMeeting(standUp.id, transcribing: true))
    await harness.finish()
  }

  @Test func deniedSpeechOffersToContinueWithoutRecording() async {
    let harness = makeHarness(speech: .denied)
    await harness.send(.startMeetingTapped)
    await harness.receive(.authorizationAnswered(.denied)) { $0.alert = .speechDenied }
    #expect(
      harness.state.alert?.buttons.map(\.label)
        == ["Continue without recording", "Open settings", "Cancel"])
    await harness.send(.alertButtonTapped(.continueWithoutRecording)) { $0.alert = nil }
    await harness.receiveScreenEvent(.startMeeting(standUp.id, transcribing: false))
    await harness.finish()
  }

  @Test func deniedSpeechCanOpenSettings() async {
    let harness = makeHarness(speech: .denied)
    await harness.send(.startMeetingTapped)
    await harness.receive(.authorizationAnswered(.denied)) { $0.alert = .speechDenied }
    let open = harness.state.alert?.button(labelled: "Open settings")?.action
    await harness.send(.alertButtonTapped(open)) { $0.alert = nil }
    await harness.receiveScreenEvent(.settingsRequested)
    await harness.finish()
  }

  @Test func deniedSpeechCanBeCancelled() async {
    let harness = makeHarness(speech: .denied)
    await harness.send(.startMeetingTapped)
    await harness.receive(.authorizationAnswered(.denied)) { $0.alert = .speechDenied }
    let cancel = harness.state.alert?.button(labelled: "Cancel")
    #expect(cancel?.role == .cancel)
    await harness.send(.alertButtonTapped(cancel?.action)) { $0.alert = nil }
    await harness.finish()
  }

  @Test func restrictedSpeechOffersToContinueWithoutRecordingOrCancel() async {
    let harness = makeHarness(speech: .restricted)
    await harness.send(.startMeetingTapped)
    await harness.receive(.authorizationAnswered(.restricted)) { $0.alert = .speechRestricted }
    #expect(harness.state.alert?.buttons.map(\.label) == ["Continue without recording", "Cancel"])
    await harness.send(.alertButtonTapped(nil)) { $0.alert = nil }
    await harness.send(.startMeetingTapped)
    await harness.receive(.authorizationAnswered(.restricted)) { $0.alert = .speechRestricted }
    await harness.send(.alertButtonTapped(.continueWithoutRecording)) { $0.alert = nil }
    await harness.receiveScreenEvent(.startMeeting(standUp.id, transcribing: false))
    await harness.finish()
  }

  @Test func tappingAPastMeetingOpensIt() async {
    let harness = makeHarness()
    await harness.send(.meetingTapped(UUID(7)))
    await harness.receiveScreenEvent(.meetingSelected(standUp.id, UUID(7)))
    #expect(harness.viewState.attendees == ["Ann", "Bea"])
    await harness.finish()
  }

  @Test func aDeletionThatCannotBeSavedSaysSoAndKeepsTheSyncUp() async {
    let failing = Shared([standUp], persistence: FailingPersistence())
    let harness = FeatureHarness(
      initialState: .init(syncUp: standUp),
      feature: SyncUpDetail(
        syncUps: failing, speech: SpeechScript(.authorized).client))
    await harness.send(.deleteTapped) { $0.alert = .deletion }
    await harness.send(.alertButtonTapped(.confirmDeletion)) {
      $0.alert = nil
      $0.isDeleting = true
    }
    let message = "Could not save the shared value: disk full"
    await harness.receive(.saveFailed(message)) {
      $0.isDeleting = false
      $0.alert = AlertState(title: "The change could not be saved", message: message)
    }
    #expect(failing.value == [standUp])
    await harness.finish()
  }
}
