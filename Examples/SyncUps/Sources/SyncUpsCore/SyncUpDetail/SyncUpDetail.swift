package import Flowline
import Foundation

/// One sync-up: its attendees and past meetings. It follows the saved sync-up (so an edit saved
/// from the "edit" sheet, which it asks the flow for, shows here), deletes after a confirmation,
/// and starts a meeting once the speech service has answered.
package struct SyncUpDetail: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUp: SyncUp
    package var alert: AlertState<AlertAction>?
    /// The deletion was confirmed and is being saved: shown pending until the screen goes.
    package var isDeleting = false

    package init(syncUp: SyncUp) {
      self.syncUp = syncUp
    }
  }

  package enum AlertAction: Equatable, Sendable {
    case confirmDeletion
    case continueWithoutRecording
    case openSettings
  }

  package enum DomainAction: Equatable, Sendable {
    case onAppear
    case onDisappear
    case editTapped
    case deleteTapped
    case startMeetingTapped
    case authorizationAnswered(SpeechAuthorization)
    case meetingTapped(Meeting.ID)
    case alertButtonTapped(AlertAction?)
    case syncUpsChanged([SyncUp])
    case deleted
    case saveFailed(String)
  }

  package enum ScreenEvent: Equatable, Sendable {
    /// Asks for the "edit" sheet on a copy of the sync-up as shown.
    case editRequested(SyncUp)
    case deleted
    case startMeeting(SyncUp.ID, transcribing: Bool)
    case meetingSelected(SyncUp.ID, Meeting.ID)
    /// Asks for the system's settings (speech recognition was denied): leaving the app is
    /// navigation, so the flow does it.
    case settingsRequested
  }

  package struct ViewState: Equatable {
    package var title: String
    package var durationLabel: String
    package var theme: Theme
    package var attendees: [String]
    package var meetings: [Meeting]
    package var alert: AlertState<AlertAction>?
    /// The deletion is being saved: the delete button says so and waits.
    package var isDeleting: Bool
  }

  enum CancelID: Hashable, Sendable { case follow }

  let syncUps: Shared<[SyncUp]>
  let speech: SpeechClient

  package init(syncUps: Shared<[SyncUp]>, speech: SpeechClient) {
    self.syncUps = syncUps
    self.speech = speech
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .onAppear:
      return .run { [syncUps] send in
        for await value in await syncUps.values() { await send(.syncUpsChanged(value)) }
      }.cancellable(id: CancelID.follow)
    case .onDisappear:
      return .cancel(id: CancelID.follow)
    case .editTapped:
      return .emit(.editRequested(state.syncUp))
    case .deleteTapped:
      state.alert = .deletion
      return .none
    case .startMeetingTapped:
      return .run { [speech] send in
        await send(.authorizationAnswered(await speech.requestAuthorization()))
      }
    case .authorizationAnswered(let status):
      switch status {
      case .authorized, .notDetermined:
        return .emit(.startMeeting(state.syncUp.id, transcribing: status == .authorized))
      case .denied:
        state.alert = .speechDenied
      case .restricted:
        state.alert = .speechRestricted
      }
      return .none
    case .meetingTapped(let id):
      return .emit(.meetingSelected(state.syncUp.id, id))
    case .alertButtonTapped(let answer):
      // A second answer (the system closing an alert a button already answered) is ignored.
      guard state.alert.dismiss() else { return .none }  // an alert is answered once
      return respond(to: answer, state: &state)
    case .syncUpsChanged(let list):
      if let syncUp = list.first(where: { $0.id == state.syncUp.id }) { state.syncUp = syncUp }
      return .none
    case .deleted:
      return .emit(.deleted)
    case .saveFailed(let message):
      state.isDeleting = false
      state.alert = AlertState(title: "The change could not be saved", message: message)
      return .none
    }
  }

  private func respond(to answer: AlertAction?, state: inout DomainState) -> Effect {
    switch answer {
    case .confirmDeletion:
      let id = state.syncUp.id
      state.isDeleting = true
      return .run { [syncUps] send in
        try await syncUps.update { $0.removeAll { $0.id == id } }
        await send(.deleted)
      } catch: { error, send in
        await send(.saveFailed(String(describing: error)))
      }
    case .continueWithoutRecording:
      return .emit(.startMeeting(state.syncUp.id, transcribing: false))
    case .openSettings:
      return .emit(.settingsRequested)
    case nil:
      return .none
    }
  }

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      title: state.syncUp.title,
      durationLabel: "\(state.syncUp.minutes) min",
      theme: state.syncUp.theme,
      attendees: state.syncUp.attendees.map(\.name), meetings: state.syncUp.meetings,
      alert: state.alert, isDeleting: state.isDeleting)
  }
}

extension AlertState where Action == SyncUpDetail.AlertAction {
  /// Asks before deleting a sync-up.
  package static let deletion = Self(
    title: "Delete?", message: "Are you sure you want to delete this sync-up?",
    buttons: [
      AlertButton("Yes", role: .destructive, action: .confirmDeletion),
      AlertButton("Nevermind", role: .cancel),
    ])

  /// Speech recognition was refused by the user.
  package static let speechDenied = Self(
    title: "You previously denied speech recognition.",
    message: "Open settings to grant it, or continue without a transcript.",
    buttons: [
      AlertButton("Continue without recording", action: .continueWithoutRecording),
      AlertButton("Open settings", action: .openSettings),
      AlertButton("Cancel", role: .cancel),
    ])

  /// Speech recognition is not available on this device.
  package static let speechRestricted = Self(
    title: "Your device does not support speech recognition.",
    buttons: [
      AlertButton("Continue without recording", action: .continueWithoutRecording),
      AlertButton("Cancel", role: .cancel),
    ])
}
