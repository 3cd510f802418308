package import Flowline
import Foundation

/// The list of sync-ups. It follows the saved sync-ups; "+" asks the flow for the "new sync-up"
/// sheet, which saves the new sync-up into the shared list, and the list shows it from there.
package struct SyncUpsList: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUps: [SyncUp] = []

    package init(syncUps: [SyncUp] = []) {
      self.syncUps = syncUps
    }
  }

  package enum DomainAction: Equatable, Sendable {
    case onAppear
    case onDisappear
    case addTapped
    case rowTapped(SyncUp.ID)
    case syncUpsChanged([SyncUp])
  }

  package enum ScreenEvent: Equatable, Sendable {
    case addRequested
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
  }

  enum CancelID: Hashable, Sendable { case follow }

  let syncUps: Shared<[SyncUp]>

  package init(syncUps: Shared<[SyncUp]>) {
    self.syncUps = syncUps
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .onAppear:
      return .run { [syncUps] send in
        for await value in await syncUps.values() { await send(.syncUpsChanged(value)) }
      }.cancellable(id: CancelID.follow)
    case .onDisappear:
      return .cancel(id: CancelID.follow)
    case .addTapped:
      return .emit(.addRequested)
    case .rowTapped(let id):
      return .emit(.syncUpSelected(id))
    case .syncUpsChanged(let list):
      state.syncUps = list
      return .none
    }
  }

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      rows: state.syncUps.map {
        Row(
          id: $0.id, title: $0.title, attendeeCount: $0.attendees.count,
          durationLabel: "\($0.minutes) min", theme: $0.theme)
      })
  }
}
