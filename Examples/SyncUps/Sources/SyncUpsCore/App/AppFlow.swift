package import Flowline
import Foundation

/// The app's journey: the list at the root; the detail, the meeting being recorded and a past
/// meeting pushed on the stack. It turns the screens' events into route changes; the features
/// know no routes.
@MainActor
package final class AppFlow {
  /// The stack above the list.
  package let flow = Flow<Route, Sheet>()
  /// The root screen.
  package let list: Store<SyncUpsList>
  /// The saved sync-ups.
  package var syncUps: Shared<[SyncUp]> { factory.syncUps }

  private let factory: FeatureFactory

  package init(factory: FeatureFactory) {
    self.factory = factory
    list = factory.makeList()
    list.onScreenEvent = { [unowned self] event in handle(event) }
    flow.screens = { [unowned self] route in makeScreen(for: route) }
  }

  /// The store of the topmost route, as the type the factory built.
  package func top<Screen: FlowScreen>(as type: Screen.Type) -> Screen? {
    flow.topScreen as? Screen
  }

  private func makeScreen(for route: Route) -> any FlowScreen {
    switch route {
    case .detail(let id):
      let store = factory.makeDetail(syncUp(id))
      store.onScreenEvent = { [unowned self] event in handle(event) }
      return store
    case .record(let id, let transcribing):
      let store = factory.makeRecord(syncUp(id), transcribing: transcribing)
      store.onScreenEvent = { [unowned self] event in handle(event) }
      return store
    case .meeting(let id, let meetingID):
      let syncUp = syncUp(id)
      let meeting =
        syncUp.meetings.first { $0.id == meetingID }
        ?? Meeting(id: meetingID, date: .distantPast, transcript: "")
      return factory.makeMeeting(meeting, of: syncUp)
    }
  }

  /// The saved sync-up, or an empty one when it was deleted meanwhile (its screen is popped).
  private func syncUp(_ id: SyncUp.ID) -> SyncUp {
    syncUps.value.first { $0.id == id } ?? SyncUp(id: id)
  }

  private func handle(_ event: SyncUpsList.ScreenEvent) {
    switch event {
    case .syncUpSelected(let id): flow.push(.detail(id))
    }
  }

  private func handle(_ event: SyncUpDetail.ScreenEvent) {
    switch event {
    case .deleted:
      flow.pop()
    case .startMeeting(let id, let transcribing):
      flow.push(.record(id, transcribing: transcribing))
    case .meetingSelected(let id, let meetingID):
      flow.push(.meeting(id, meetingID))
    }
  }

  private func handle(_ event: RecordMeeting.ScreenEvent) {
    switch event {
    case .finished: flow.pop()
    }
  }
}
