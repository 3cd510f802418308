import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

@MainActor
@Suite struct SyncUpsListTests {
  let syncUps = Shared([standUp])

  func makeHarness() -> FeatureHarness<SyncUpsList> {
    FeatureHarness(
      initialState: .init(syncUps: [standUp]),
      feature: SyncUpsList(syncUps: syncUps, uuid: .incrementing()))
  }

  @Test func addingSavesTheSyncUpWithoutBlankAttendeesAndTheListFollows() async {
    let harness = makeHarness()
    await harness.send(.onAppear)
    await harness.receive(.syncUpsChanged([standUp]))
    await harness.send(.addTapped) {
      $0.adding = .init(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    }
    #expect(harness.viewState.adding?.attendees == [Attendee(id: UUID(1))])
    await harness.send(.form(.titleChanged("Design"))) { $0.adding?.syncUp.title = "Design" }
    await harness.send(.form(.attendeeNameChanged(UUID(1), "Ann"))) {
      $0.adding?.syncUp.attendees[0].name = "Ann"
    }
    await harness.send(.form(.addAttendeeTapped)) {
      $0.adding?.syncUp.attendees.append(Attendee(id: UUID(2)))
      $0.adding?.focus = .attendee(UUID(2))
    }
    await harness.send(.form(.attendeeNameChanged(UUID(2), "   "))) {
      $0.adding?.syncUp.attendees[1].name = "   "
    }
    await harness.send(.confirmAddTapped) { $0.adding = nil }
    let added = SyncUp(
      id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")
    await harness.receive(.syncUpsChanged([standUp, added])) { $0.syncUps = [standUp, added] }
    #expect(syncUps.value == [standUp, added])
    #expect(
      harness.viewState.rows.last
        == .init(
          id: UUID(0), title: "Design", attendeeCount: 1, durationLabel: "5 min", theme: .bubblegum)
    )
    await harness.send(.onDisappear)
    await harness.finish()
  }

  @Test func aSyncUpWithOnlyBlankAttendeesKeepsOneBlankAttendee() async {
    let harness = makeHarness()
    await harness.send(.addTapped) {
      $0.adding = .init(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    }
    await harness.send(.confirmAddTapped) { $0.adding = nil }
    #expect(syncUps.value == [standUp, SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(2))])])
    await harness.finish()
  }

  @Test func dismissingTheSheetDiscardsTheNewSyncUp() async {
    let harness = makeHarness()
    await harness.send(.addTapped) {
      $0.adding = .init(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    }
    await harness.send(.form(.titleChanged("Design"))) { $0.adding?.syncUp.title = "Design" }
    await harness.send(.dismissAddTapped) { $0.adding = nil }
    await harness.send(.form(.titleChanged("Late")))
    #expect(syncUps.value == [standUp])
    await harness.finish()
  }

  @Test func tappingARowOpensItsSyncUp() async {
    let harness = makeHarness()
    await harness.send(.rowTapped(standUp.id))
    await harness.receiveScreenEvent(.syncUpSelected(standUp.id))
    #expect(
      harness.viewState.rows
        == [
          .init(
            id: standUp.id, title: "Stand-up", attendeeCount: 2, durationLabel: "0 min",
            theme: .teal)
        ])
    await harness.finish()
  }

  @Test func aFailedSaveIsShownAndNotKept() async {
    let failing = Shared([standUp], persistence: FailingPersistence())
    let harness = FeatureHarness(
      initialState: .init(syncUps: [standUp]),
      feature: SyncUpsList(syncUps: failing, uuid: .incrementing()))
    await harness.send(.addTapped) {
      $0.adding = .init(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    }
    await harness.send(.confirmAddTapped) { $0.adding = nil }
    let message = "Could not save the shared value: disk full"
    await harness.receive(.saveFailed(message)) {
      $0.alert = AlertState(title: "The sync-up could not be saved", message: message)
    }
    #expect(failing.value == [standUp])
    await harness.send(.alertDismissed) { $0.alert = nil }
    await harness.finish()
  }
}

/// A persistence whose saves fail, like a full disk.
struct FailingPersistence: SharedPersistence {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  func load() throws -> [SyncUp]? { nil }
  func save(_ value: [SyncUp]) throws { throw DiskFull() }
}
