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
      feature: SyncUpsList(syncUps: syncUps))
  }

  @Test func theListFollowsTheSavedSyncUps() async throws {
    let harness = makeHarness()
    await harness.send(.onAppear)
    await harness.receive(.syncUpsChanged([standUp]))
    let added = SyncUp(
      id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")
    try await syncUps.update { $0.append(added) }
    await harness.receive(.syncUpsChanged([standUp, added])) { $0.syncUps = [standUp, added] }
    #expect(
      harness.viewState.rows.last
        == .init(
          id: UUID(0), title: "Design", attendeeCount: 1, durationLabel: "5 min", theme: .bubblegum)
    )
    await harness.send(.onDisappear)
    try await syncUps.update { $0.removeAll() }
    await harness.finish()
  }

  @Test func addingAsksTheFlowForTheNewSyncUpSheet() async {
    let harness = makeHarness()
    await harness.send(.addTapped)
    await harness.receiveScreenEvent(.addRequested)
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
}

/// A persistence whose saves fail, like a full disk.
struct FailingPersistence: SharedPersistence {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  func load() throws -> [SyncUp]? { nil }
  func save(_ value: [SyncUp], replacing previous: [SyncUp]) throws { throw DiskFull() }
}
