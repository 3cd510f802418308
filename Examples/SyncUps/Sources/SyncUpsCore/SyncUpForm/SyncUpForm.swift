package import Flowline
import Foundation

/// The form that edits a sync-up: title, duration in whole minutes, theme, and attendees. It is
/// the screen of both form sheets, "new sync-up" and "edit", which `AppFlow` presents with the
/// copy to edit. "Add"/"Done" report the edited copy and "Dismiss"/"Cancel" report nothing kept;
/// the flow saves the copy, or not, and dismisses the sheet.
///
/// Focus is state: adding an attendee focuses it; deleting moves focus to the neighbour.
package struct SyncUpForm: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUp: SyncUp
    package var focus: Field?
    package var alert: AlertState<AlertAction>?
    /// The copy was confirmed and is being saved: shown pending until the sheet goes.
    package var isSaving = false

    package init(syncUp: SyncUp, focus: Field? = .title) {
      self.syncUp = syncUp
      self.focus = focus
    }
  }

  /// A text field that can have the focus.
  package enum Field: Hashable, Sendable {
    case title
    case attendee(Attendee.ID)
  }

  package enum AlertAction: Equatable, Sendable {}

  package enum DomainAction: Equatable, Sendable {
    case titleChanged(String)
    case minutesChanged(Int)
    case themeChanged(Theme)
    case attendeeNameChanged(Attendee.ID, String)
    case addAttendeeTapped
    case deleteAttendees(atOffsets: [Int])
    case focusChanged(Field?)
    /// "Add" in the "new sync-up" sheet, "Done" in the "edit" sheet.
    case confirmTapped
    /// "Dismiss" in the "new sync-up" sheet, "Cancel" in the "edit" sheet.
    case cancelTapped
    /// The flow could not save the copy: the sheet stays, with the copy, and says why.
    case saveFailed(String)
    case alertDismissed
  }

  package enum ScreenEvent: Equatable, Sendable {
    /// The user kept the edited copy.
    case confirmed(SyncUp)
    /// The user dropped the copy.
    case cancelled
  }

  package struct ViewState: Equatable, Sendable {
    package var title: String
    package var minutes: Int
    package var durationLabel: String
    package var theme: Theme
    package var attendees: [Attendee]
    package var focus: Field?
    package var alert: AlertState<AlertAction>?
    /// The copy is being saved: the confirm button says so and waits.
    package var isSaving: Bool
  }

  let uuid: UUIDGenerator

  package init(uuid: UUIDGenerator) {
    self.uuid = uuid
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .titleChanged(let title):
      state.syncUp.title = title
    case .minutesChanged(let minutes):
      state.syncUp.duration = .seconds(60 * max(1, minutes))
    case .themeChanged(let theme):
      state.syncUp.theme = theme
    case .attendeeNameChanged(let id, let name):
      guard let index = state.syncUp.attendees.firstIndex(where: { $0.id == id }) else { break }
      state.syncUp.attendees[index].name = name
    case .addAttendeeTapped:
      let attendee = Attendee(id: uuid())
      state.syncUp.attendees.append(attendee)
      state.focus = .attendee(attendee.id)
    case .deleteAttendees(let offsets):
      deleteAttendees(at: offsets, in: &state)
    case .focusChanged(let focus):
      state.focus = focus
    case .confirmTapped:
      guard !state.isSaving else { return .none }
      state.isSaving = true
      return .emit(.confirmed(state.syncUp))
    case .cancelTapped:
      return .emit(.cancelled)
    case .saveFailed(let message):
      state.isSaving = false
      state.alert = AlertState(title: "The sync-up could not be saved", message: message)
    case .alertDismissed:
      state.alert = nil
    }
    return .none
  }

  private func deleteAttendees(at offsets: [Int], in state: inout DomainState) {
    let valid = Set(offsets.filter { state.syncUp.attendees.indices.contains($0) })
    guard let first = valid.min() else { return }
    state.syncUp.attendees = state.syncUp.attendees.enumerated()
      .filter { !valid.contains($0.offset) }.map(\.element)
    if state.syncUp.attendees.isEmpty {
      state.syncUp.attendees.append(Attendee(id: uuid()))
    }
    let neighbour = min(first, state.syncUp.attendees.count - 1)
    state.focus = .attendee(state.syncUp.attendees[neighbour].id)
  }

  package func reduce(_ state: DomainState) -> ViewState {
    let minutes = state.syncUp.minutes
    return ViewState(
      title: state.syncUp.title, minutes: minutes,
      durationLabel: "\(minutes) min", theme: state.syncUp.theme,
      attendees: state.syncUp.attendees, focus: state.focus, alert: state.alert,
      isSaving: state.isSaving)
  }
}
