package import Flowline
package import Foundation

/// The list of sync-ups, with the sheet that adds one. The list follows the saved sync-ups; a
/// new sync-up is saved before it shows.
package struct SyncUpsList: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUps: [SyncUp] = []
    /// The new sync-up being filled in, in the "new sync-up" sheet.
    package var adding: SyncUpForm.DomainState?
    package var alert: AlertState<AlertAction>?

    package init(syncUps: [SyncUp] = []) {
      self.syncUps = syncUps
    }
  }

  package enum AlertAction: Equatable, Sendable {}

  package enum ViewEvent: Equatable, Sendable {
    case onAppear
    case onDisappear
    case addTapped
    case rowTapped(SyncUp.ID)
    case form(SyncUpForm.DomainAction)
    case confirmAddTapped
    case dismissAddTapped
    case alertDismissed
  }

  package enum DomainAction: Equatable, Sendable {
    case startFollowing
    case stopFollowing
    case startAdding
    case open(SyncUp.ID)
    case adding(SyncUpForm.DomainAction)
    case saveNewSyncUp
    case discardNewSyncUp
    case syncUpsChanged([SyncUp])
    case saveFailed(String)
    case dismissAlert
  }

  package enum ScreenEvent: Equatable, Sendable {
    case syncUpSelected(SyncUp.ID)
  }

  package struct Row: Equatable, Identifiable {
    package var id: SyncUp.ID
    package var title: String
    package var attendeeCount: Int
    package var durationLabel: String
    package var theme: Theme
  }

  package struct ViewState: Equatable {
    package var rows: [Row]
    /// The "new sync-up" sheet's form, when it is presented.
    package var adding: SyncUpForm.ViewState?
    package var alert: AlertState<AlertAction>?
  }

  enum CancelID: Hashable, Sendable { case follow }

  let syncUps: Shared<[SyncUp]>
  let form: SyncUpForm
  let uuid: UUIDGenerator

  package init(syncUps: Shared<[SyncUp]>, uuid: UUIDGenerator) {
    self.syncUps = syncUps
    self.form = SyncUpForm(uuid: uuid)
    self.uuid = uuid
  }

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .onAppear: .startFollowing
    case .onDisappear: .stopFollowing
    case .addTapped: .startAdding
    case .rowTapped(let id): .open(id)
    case .form(let action): .adding(action)
    case .confirmAddTapped: .saveNewSyncUp
    case .dismissAddTapped: .discardNewSyncUp
    case .alertDismissed: .dismissAlert
    }
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .startFollowing:
      return .observe(syncUps) { .syncUpsChanged($0) }.cancellable(id: CancelID.follow)
    case .stopFollowing:
      return .cancel(id: CancelID.follow)
    case .startAdding:
      let syncUp = SyncUp(id: uuid(), attendees: [Attendee(id: uuid())])
      state.adding = SyncUpForm.DomainState(syncUp: syncUp)
      return .none
    case .open(let id):
      return .emit(.syncUpSelected(id))
    case .adding(let action):
      return interact(presented: form, &state.adding, action, action: DomainAction.adding)
    case .saveNewSyncUp:
      guard var syncUp = state.adding?.syncUp else { return .none }
      state.adding = nil
      syncUp.keepNamedAttendees(orBlank: uuid())
      return .run { [syncUps, syncUp] _ in
        try await syncUps.update { $0.append(syncUp) }
      } catch: { error, send in
        await send(.saveFailed(String(describing: error)))
      }
    case .discardNewSyncUp:
      state.adding = nil
      return .none
    case .syncUpsChanged(let list):
      state.syncUps = list
      return .none
    case .saveFailed(let message):
      state.alert = AlertState(title: "The sync-up could not be saved", message: message)
      return .none
    case .dismissAlert:
      state.alert = nil
      return .none
    }
  }

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      rows: state.syncUps.map {
        Row(
          id: $0.id, title: $0.title, attendeeCount: $0.attendees.count,
          durationLabel: "\($0.minutes) min", theme: $0.theme)
      },
      adding: state.adding.map(form.reduce), alert: state.alert)
  }
}

extension SyncUp {
  /// Drops attendees with blank names; when none is left, keeps one blank attendee.
  package mutating func keepNamedAttendees(orBlank blankID: @autoclosure () -> UUID) {
    attendees.removeAll { $0.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    if attendees.isEmpty {
      attendees.append(Attendee(id: blankID()))
    }
  }
}
