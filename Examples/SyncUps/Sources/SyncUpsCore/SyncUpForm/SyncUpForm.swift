package import Flowline
import Foundation

/// The form that edits a sync-up: title, duration in whole minutes, theme, and attendees. It is
/// embedded in two parents, the list's "new sync-up" sheet and the detail's "edit" sheet, each
/// giving it a copy that the parent keeps or drops.
///
/// Focus is state: adding an attendee focuses it; deleting moves focus to the neighbour.
package struct SyncUpForm: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUp: SyncUp
    package var focus: Field?

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

  package enum DomainAction: Equatable, Sendable {
    case titleChanged(String)
    case minutesChanged(Int)
    case themeChanged(Theme)
    case attendeeNameChanged(Attendee.ID, String)
    case addAttendeeTapped
    case deleteAttendees(atOffsets: [Int])
    case focusChanged(Field?)
  }

  package struct ViewState: Equatable, Sendable {
    package var title: String
    package var minutes: Int
    package var durationLabel: String
    package var theme: Theme
    package var attendees: [Attendee]
    package var focus: Field?
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
      let valid = Set(offsets.filter { state.syncUp.attendees.indices.contains($0) })
      guard let first = valid.min() else { break }
      state.syncUp.attendees = state.syncUp.attendees.enumerated()
        .filter { !valid.contains($0.offset) }.map(\.element)
      if state.syncUp.attendees.isEmpty {
        state.syncUp.attendees.append(Attendee(id: uuid()))
      }
      let neighbour = min(first, state.syncUp.attendees.count - 1)
      state.focus = .attendee(state.syncUp.attendees[neighbour].id)
    case .focusChanged(let focus):
      state.focus = focus
    }
    return .none
  }

  package func reduce(_ state: DomainState) -> ViewState {
    let minutes = state.syncUp.minutes
    return ViewState(
      title: state.syncUp.title, minutes: minutes,
      durationLabel: "\(minutes) min", theme: state.syncUp.theme,
      attendees: state.syncUp.attendees, focus: state.focus)
  }
}
