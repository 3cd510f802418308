package import Flowline
import Foundation

/// The app's journey: the list at the root; the detail, the meeting being recorded and a past
/// meeting pushed on the stack; the form sheets ("new sync-up", "edit") presented over it. It
/// turns the screens' events into route changes, and the sheets' answers into saves: the
/// features know no routes, and the list and the detail present nothing themselves.
@MainActor
package final class AppFlow {
  /// The stack above the list, and the presented form sheet.
  package let flow = Flow<Route, Destination>()
  /// The root screen, made on first use with the flow's handler.
  package private(set) lazy var list: Store<SyncUpsList> = factory.makeList {
    [unowned self] event in handle(event)
  }
  /// The saved sync-ups.
  package var syncUps: Shared<[SyncUp]> { factory.syncUps }

  private let factory: FeatureFactory

  package init(factory: FeatureFactory) {
    self.factory = factory
    flow.screens = { [unowned self] route in makeScreen(for: route) }
    flow.destinationScreens = { [unowned self] sheet in makeScreen(for: sheet) }
  }

  /// The store of the topmost route, as the type the factory built.
  package func top<Screen: FlowScreen>(as type: Screen.Type) -> Screen? {
    flow.path.last.flatMap(flow.screen(for:)) as? Screen
  }

  /// The presented sheet's form, if a sheet is presented.
  package var form: Store<SyncUpForm>? {
    flow.destinationScreen as? Store<SyncUpForm>
  }

  private func makeScreen(for route: Route) -> any FlowScreen {
    switch route {
    case .detail(let id):
      return factory.makeDetail(syncUp(id)) { [unowned self] event in handle(event) }
    case .record(let id, let transcribing):
      return factory.makeRecord(syncUp(id), transcribing: transcribing) {
        [unowned self] event in handle(event)
      }
    case .meeting(let id, let meetingID):
      let syncUp = syncUp(id)
      let meeting =
        syncUp.meetings.first { $0.id == meetingID }
        ?? Meeting(id: meetingID, date: .distantPast, transcript: "")
      return factory.makeMeeting(meeting, of: syncUp)
    }
  }

  private func makeScreen(for sheet: Destination) -> any FlowScreen {
    switch sheet {
    case .newSyncUp(let syncUp), .edit(let syncUp):
      return factory.makeForm(syncUp) { [unowned self] event in handle(event, in: sheet) }
    }
  }

  /// The saved sync-up, or an empty one when it was deleted meanwhile (its screen is popped).
  private func syncUp(_ id: SyncUp.ID) -> SyncUp {
    syncUps.value.first { $0.id == id } ?? SyncUp(id: id)
  }

  private func handle(_ event: SyncUpsList.ScreenEvent) {
    switch event {
    case .addRequested:
      let uuid = factory.dependencies.uuid
      flow.destination = .newSyncUp(SyncUp(id: uuid(), attendees: [Attendee(id: uuid())]))
    case .syncUpSelected(let id):
      flow.push(.detail(id))
    }
  }

  private func handle(_ event: SyncUpDetail.ScreenEvent) {
    switch event {
    case .editRequested(let syncUp):
      flow.destination = .edit(syncUp)
    case .deleted:
      flow.pop()
    case .startMeeting(let id, let transcribing):
      flow.push(.record(id, transcribing: transcribing))
    case .meetingSelected(let id, let meetingID):
      flow.push(.meeting(id, meetingID))
    case .settingsRequested:
      // Leaving the app is navigation: the flow does it, through the dependency it was given.
      let openSettings = factory.dependencies.openSettings
      Task { await openSettings() }
    }
  }

  private func handle(_ event: RecordMeeting.ScreenEvent) {
    switch event {
    case .finished: flow.pop()
    }
  }

  /// "Add" saves the new sync-up (blank attendees dropped, one blank kept if none is left) at
  /// the end of the list; "Done" writes the copy over the saved sync-up (or, when it was deleted
  /// meanwhile, as a restored sheet may find, saves it again rather than lose it); both
  /// dismiss. A save that fails keeps the sheet, with the copy, and the form says why.
  /// "Dismiss"/"Cancel" dismiss and write nothing.
  private func handle(_ event: SyncUpForm.ScreenEvent, in sheet: Destination) {
    switch event {
    case .cancelled:
      flow.destination = nil
    case .confirmed(let syncUp):
      save(syncUp, from: sheet)
    }
  }

  /// Saves the sheet's copy off the main actor (``Shared/update(_:)``): the sheet stays, and so
  /// the copy shows as not yet kept, until the save ends; then it is dismissed, or the form says
  /// why the copy could not be saved.
  private func save(_ syncUp: SyncUp, from sheet: Destination) {
    var syncUp = syncUp
    if case .newSyncUp = sheet {
      syncUp.keepNamedAttendees(orBlank: factory.dependencies.uuid())
    }
    Task { [syncUps, syncUp] in
      do {
        switch sheet {
        case .newSyncUp:
          try await syncUps.update { $0.append(syncUp) }
        case .edit:
          try await syncUps.update { list in
            if let index = list.firstIndex(where: { $0.id == syncUp.id }) {
              list[index] = syncUp
            } else {
              list.append(syncUp)
            }
          }
        }
        if flow.destination == sheet { flow.destination = nil }
      } catch {
        form?.dispatch(.saveFailed(String(describing: error)))
      }
    }
  }
}
