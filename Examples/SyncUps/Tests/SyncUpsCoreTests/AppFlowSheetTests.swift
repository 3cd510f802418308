import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

/// The form sheets, owned by the flow: presented as destinations carrying the copy, answered by
/// the form, saved (or not) by the flow into the shared list that the screens follow.
@MainActor
@Suite struct AppFlowSheetTests {
  let blankNew = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])

  @Test func addingSavesTheNewSyncUpWithoutBlankAttendeesAndTheListFollows() async {
    let app = makeApp()
    let following = app.list.send(.onAppear)
    await app.list.send(.addTapped).finish()
    #expect(app.flow.destination == .newSyncUp(blankNew))
    #expect(app.flow.path.isEmpty)
    let form = app.form
    #expect(form?.domainState == .init(syncUp: blankNew))
    await form?.send(.titleChanged("Design")).finish()
    await form?.send(.attendeeNameChanged(UUID(1), "Ann")).finish()
    await form?.send(.addAttendeeTapped).finish()
    await form?.send(.attendeeNameChanged(UUID(2), "   ")).finish()
    await form?.send(.confirmTapped).finish()

    let added = SyncUp(
      id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")
    #expect(app.flow.destination == nil)
    #expect(app.form == nil)
    #expect(app.syncUps.value == [standUp, added])
    #expect(await settle { app.list.domainState.syncUps == [standUp, added] })
    #expect(app.list.viewState.rows.map(\.title) == ["Stand-up", "Design"])
    following.cancel()
  }

  @Test func aNewSyncUpWithOnlyBlankAttendeesKeepsOneBlankAttendee() async {
    let app = makeApp()
    await app.list.send(.addTapped).finish()
    await app.form?.send(.attendeeNameChanged(UUID(1), " ")).finish()
    await app.form?.send(.confirmTapped).finish()
    #expect(app.flow.destination == nil)
    #expect(
      app.syncUps.value == [standUp, SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(2))])])
  }

  @Test func dismissingTheNewSyncUpSheetSavesNothing() async {
    let app = makeApp()
    await app.list.send(.addTapped).finish()
    await app.form?.send(.titleChanged("Design")).finish()
    await app.form?.send(.cancelTapped).finish()
    #expect(app.flow.destination == nil)
    #expect(app.syncUps.value == [standUp])

    await app.list.send(.addTapped).finish()
    #expect(
      app.flow.destination == .newSyncUp(SyncUp(id: UUID(2), attendees: [Attendee(id: UUID(3))])))
    await app.form?.send(.titleChanged("Swiped")).finish()
    app.flow.destination = nil
    #expect(app.syncUps.value == [standUp])
  }

  @Test func doneWritesTheEditedCopyBackAndTheDetailShowsIt() async {
    let app = makeApp(InMemoryPersistence([.designTeam, standUp]))
    await app.list.send(.rowTapped(standUp.id)).finish()
    let detail = app.top(as: Store<SyncUpDetail>.self)
    let following = detail?.send(.onAppear)
    await detail?.send(.editTapped).finish()
    #expect(app.flow.destination == .edit(standUp))
    #expect(app.flow.path == [.detail(standUp.id)])
    await app.form?.send(.titleChanged("Daily")).finish()
    await app.form?.send(.deleteAttendees(atOffsets: [0])).finish()
    #expect(app.syncUps.value == [.designTeam, standUp])
    #expect(detail?.viewState.title == "Stand-up")
    await app.form?.send(.confirmTapped).finish()

    var edited = standUp
    edited.title = "Daily"
    edited.attendees = [Attendee(id: UUID(502), name: "Bea")]
    #expect(app.flow.destination == nil)
    #expect(app.syncUps.value == [.designTeam, edited])
    #expect(await settle { detail?.domainState.syncUp == edited })
    #expect(detail?.viewState.attendees == ["Bea"])
    following?.cancel()
  }

  @Test func cancelDiscardsTheEditedCopy() async {
    let app = makeApp()
    await app.list.send(.rowTapped(standUp.id)).finish()
    let detail = app.top(as: Store<SyncUpDetail>.self)
    await detail?.send(.editTapped).finish()
    await app.form?.send(.titleChanged("Daily")).finish()
    await app.form?.send(.cancelTapped).finish()
    #expect(app.flow.destination == nil)
    #expect(app.flow.path == [.detail(standUp.id)])
    #expect(app.syncUps.value == [standUp])
    #expect(detail?.domainState.syncUp == standUp)
  }

  @Test func aSaveThatFailsKeepsTheSheetWithTheCopyAndSaysWhy() async {
    let app = makeApp(FailingPersistence())
    await app.list.send(.addTapped).finish()
    await app.form?.send(.titleChanged("Design")).finish()
    await app.form?.send(.confirmTapped).finish()
    #expect(app.flow.destination == .newSyncUp(blankNew))
    #expect(app.form?.domainState.syncUp.title == "Design")
    #expect(
      app.form?.viewState.alert
        == AlertState(
          title: "The sync-up could not be saved",
          message: "Could not save the shared value: disk full"))
    #expect(app.syncUps.value.isEmpty)
    await app.form?.send(.alertDismissed).finish()
    await app.form?.send(.cancelTapped).finish()
    #expect(app.flow.destination == nil)
  }

  @Test func aPresentedSheetIsSavedAndRestoredWithItsCopy() async throws {
    let app = makeApp()
    await app.list.send(.rowTapped(standUp.id)).finish()
    await app.top(as: Store<SyncUpDetail>.self)?.send(.editTapped).finish()
    let data = try app.flow.encodedNavigationState()

    let relaunched = makeApp()
    try relaunched.flow.restore(from: data)
    #expect(
      relaunched.flow.navigationState
        == .init(path: [.detail(standUp.id)], destination: .edit(standUp)))
    #expect(relaunched.form?.domainState.syncUp == standUp)
    await relaunched.form?.send(.titleChanged("Daily")).finish()
    await relaunched.form?.send(.confirmTapped).finish()
    #expect(relaunched.syncUps.value.map(\.title) == ["Daily"])
  }

  @Test func doneOnARestoredSheetWhoseSyncUpWasDeletedSavesTheCopyAgain() async {
    let app = makeApp(InMemoryPersistence([.designTeam]))
    app.flow.apply(.init(path: [], destination: .edit(standUp)))
    await app.form?.send(.titleChanged("Daily")).finish()
    await app.form?.send(.confirmTapped).finish()
    var edited = standUp
    edited.title = "Daily"
    #expect(app.flow.destination == nil)
    #expect(app.syncUps.value == [.designTeam, edited])
  }
}
