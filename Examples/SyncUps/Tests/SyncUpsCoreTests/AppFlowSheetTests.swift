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
    let (app, harness) = makeAppHarness()
    let list = harness.screen(app.list)
    await list.send(.onAppear)
    await list.receive(.syncUpsChanged([standUp]))
    await list.send(.addTapped)
    await list.receiveScreenEvent(.addRequested)
    await harness.receiveNavigation { $0.destination = .newSyncUp(blankNew) }
    #expect(app.flow.path.isEmpty)

    let form = harness.destination(SyncUpForm.self)
    #expect(form.state == .init(syncUp: blankNew))
    await form.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await form.send(.attendeeNameChanged(UUID(1), "Ann")) { $0.syncUp.attendees[0].name = "Ann" }
    await form.send(.addAttendeeTapped) {
      $0.syncUp.attendees.append(Attendee(id: UUID(2)))
      $0.focus = .attendee(UUID(2))
    }
    await form.send(.attendeeNameChanged(UUID(2), "   ")) { $0.syncUp.attendees[1].name = "   " }
    await form.send(.confirmTapped) { $0.isSaving = true }
    var confirmed = blankNew
    confirmed.title = "Design"
    confirmed.attendees = [Attendee(id: UUID(1), name: "Ann"), Attendee(id: UUID(2), name: "   ")]
    await form.receiveScreenEvent(.confirmed(confirmed))

    let added = SyncUp(
      id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")
    await harness.receive(app.syncUps) { $0.append(added) }
    await harness.receiveNavigation { $0.destination = nil }
    await list.receive(.syncUpsChanged([standUp, added])) { $0.syncUps = [standUp, added] }
    #expect(app.form == nil)
    #expect(form.store == nil)
    #expect(list.store?.viewState.rows.map(\.title) == ["Stand-up", "Design"])
    await list.send(.onDisappear)
    await harness.finish()
  }

  @Test func aNewSyncUpWithOnlyBlankAttendeesKeepsOneBlankAttendee() async {
    let (app, harness) = makeAppHarness()
    await harness.screen(app.list).send(.addTapped)
    await harness.screen(app.list).receiveScreenEvent(.addRequested)
    await harness.receiveNavigation { $0.destination = .newSyncUp(blankNew) }
    let form = harness.destination(SyncUpForm.self)
    await form.send(.attendeeNameChanged(UUID(1), " ")) { $0.syncUp.attendees[0].name = " " }
    await form.send(.confirmTapped) { $0.isSaving = true }
    await form.receiveScreenEvent(
      .confirmed(SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: " ")])))
    await harness.receive(app.syncUps) {
      $0.append(SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(2))]))
    }
    await harness.receiveNavigation { $0.destination = nil }
    await harness.finish()
  }

  @Test func dismissingTheNewSyncUpSheetSavesNothing() async {
    let (app, harness) = makeAppHarness()
    let list = harness.screen(app.list)
    await list.send(.addTapped)
    await list.receiveScreenEvent(.addRequested)
    await harness.receiveNavigation { $0.destination = .newSyncUp(blankNew) }
    let form = harness.destination(SyncUpForm.self)
    await form.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await form.send(.cancelTapped)
    await form.receiveScreenEvent(.cancelled)
    await harness.receiveNavigation { $0.destination = nil }

    // Swiped down: SwiftUI writes the destination, the form says nothing.
    await list.send(.addTapped)
    await list.receiveScreenEvent(.addRequested)
    let secondNew = SyncUp(id: UUID(2), attendees: [Attendee(id: UUID(3))])
    await harness.receiveNavigation { $0.destination = .newSyncUp(secondNew) }
    let second = harness.destination(SyncUpForm.self)
    await second.send(.titleChanged("Swiped")) { $0.syncUp.title = "Swiped" }
    app.flow.destination = nil
    await harness.receiveNavigation { $0.destination = nil }
    #expect(app.syncUps.value == [standUp])
    await harness.finish()
  }

  @Test func doneWritesTheEditedCopyBackAndTheDetailShowsIt() async {
    let (app, harness) = makeAppHarness(InMemoryPersistence([.designTeam, standUp]))
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.onAppear)
    await detail.receive(.syncUpsChanged([.designTeam, standUp]))
    await detail.send(.editTapped)
    await detail.receiveScreenEvent(.editRequested(standUp))
    await harness.receiveNavigation { $0.destination = .edit(standUp) }
    #expect(app.flow.path == [.detail(standUp.id)])

    let form = harness.destination(SyncUpForm.self)
    await form.send(.titleChanged("Daily")) { $0.syncUp.title = "Daily" }
    await form.send(.deleteAttendees(atOffsets: [0])) {
      $0.syncUp.attendees.removeFirst()
      $0.focus = .attendee(UUID(502))
    }
    #expect(detail.store?.viewState.title == "Stand-up")
    await form.send(.confirmTapped) { $0.isSaving = true }
    var edited = standUp
    edited.title = "Daily"
    edited.attendees = [Attendee(id: UUID(502), name: "Bea")]
    await form.receiveScreenEvent(.confirmed(edited))
    await harness.receive(app.syncUps) { $0[1] = edited }
    await harness.receiveNavigation { $0.destination = nil }
    await detail.receive(.syncUpsChanged([.designTeam, edited])) { $0.syncUp = edited }
    #expect(detail.store?.viewState.attendees == ["Bea"])
    await detail.send(.onDisappear)
    await harness.finish()
  }

  @Test func cancelDiscardsTheEditedCopy() async {
    let (app, harness) = makeAppHarness()
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.editTapped)
    await detail.receiveScreenEvent(.editRequested(standUp))
    await harness.receiveNavigation { $0.destination = .edit(standUp) }
    let form = harness.destination(SyncUpForm.self)
    await form.send(.titleChanged("Daily")) { $0.syncUp.title = "Daily" }
    await form.send(.cancelTapped)
    await form.receiveScreenEvent(.cancelled)
    await harness.receiveNavigation { $0.destination = nil }
    #expect(app.flow.path == [.detail(standUp.id)])
    #expect(app.syncUps.value == [standUp])
    #expect(detail.state?.syncUp == standUp)
    await harness.finish()
  }

  @Test func aSaveThatFailsKeepsTheSheetWithTheCopyAndSaysWhy() async {
    let (app, harness) = makeAppHarness(FailingPersistence())
    await harness.screen(app.list).send(.addTapped)
    await harness.screen(app.list).receiveScreenEvent(.addRequested)
    await harness.receiveNavigation { $0.destination = .newSyncUp(blankNew) }
    let form = harness.destination(SyncUpForm.self)
    await form.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await form.send(.confirmTapped) { $0.isSaving = true }
    var confirmed = blankNew
    confirmed.title = "Design"
    await form.receiveScreenEvent(.confirmed(confirmed))
    let message = "Could not save the shared value: disk full"
    await form.receive(.saveFailed(message)) {
      $0.isSaving = false
      $0.alert = AlertState(title: "The sync-up could not be saved", message: message)
    }
    #expect(app.flow.destination == .newSyncUp(blankNew))
    #expect(app.syncUps.value.isEmpty)
    await form.send(.alertDismissed) { $0.alert = nil }
    await form.send(.cancelTapped)
    await form.receiveScreenEvent(.cancelled)
    await harness.receiveNavigation { $0.destination = nil }
    await harness.finish()
  }

  @Test func aPresentedSheetIsSavedAndRestoredWithItsCopy() async throws {
    let (app, harness) = makeAppHarness()
    let detail = await openDetail(of: standUp.id, in: app, on: harness)
    await detail.send(.editTapped)
    await detail.receiveScreenEvent(.editRequested(standUp))
    await harness.receiveNavigation { $0.destination = .edit(standUp) }
    let data = try app.flow.encodedNavigationState()
    await harness.finish()

    let (relaunched, restored) = makeAppHarness()
    try relaunched.flow.restore(from: data)
    await restored.receiveNavigation { $0.path = [.detail(standUp.id)] }
    await restored.receiveNavigation { $0.destination = .edit(standUp) }
    let form = restored.destination(SyncUpForm.self)
    #expect(form.state == .init(syncUp: standUp))
    await form.send(.titleChanged("Daily")) { $0.syncUp.title = "Daily" }
    await form.send(.confirmTapped) { $0.isSaving = true }
    var edited = standUp
    edited.title = "Daily"
    await form.receiveScreenEvent(.confirmed(edited))
    await restored.receive(relaunched.syncUps) { $0 = [edited] }
    await restored.receiveNavigation { $0.destination = nil }
    await restored.finish()
  }

  @Test func doneOnARestoredSheetWhoseSyncUpWasDeletedSavesTheCopyAgain() async {
    let (app, harness) = makeAppHarness(InMemoryPersistence([.designTeam]))
    app.flow.navigationState = .init(path: [], destination: .edit(standUp))
    await harness.receiveNavigation { $0.destination = .edit(standUp) }
    let form = harness.destination(SyncUpForm.self)
    await form.send(.titleChanged("Daily")) { $0.syncUp.title = "Daily" }
    await form.send(.confirmTapped) { $0.isSaving = true }
    var edited = standUp
    edited.title = "Daily"
    await form.receiveScreenEvent(.confirmed(edited))
    await harness.receive(app.syncUps) { $0.append(edited) }
    await harness.receiveNavigation { $0.destination = nil }
    #expect(app.syncUps.value == [.designTeam, edited])
    await harness.finish()
  }
}
