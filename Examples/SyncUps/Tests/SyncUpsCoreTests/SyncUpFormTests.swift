import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

@MainActor
@Suite struct SyncUpFormTests {
  let ann = Attendee(id: UUID(100), name: "Ann")
  let bea = Attendee(id: UUID(101), name: "Bea")
  let cat = Attendee(id: UUID(102), name: "Cat")

  func makeHarness(_ attendees: [Attendee]) -> FeatureHarness<SyncUpForm> {
    FeatureHarness(
      initialState: .init(syncUp: SyncUp(id: UUID(99), attendees: attendees)),
      feature: SyncUpForm(uuid: .incrementing()))
  }

  @Test func addingAnAttendeeAppendsABlankOneAndFocusesIt() async {
    let harness = makeHarness([ann])
    #expect(harness.state.focus == .title)
    await harness.send(.addAttendeeTapped) {
      $0.syncUp.attendees.append(Attendee(id: UUID(0)))
      $0.focus = .attendee(UUID(0))
    }
    await harness.send(.attendeeNameChanged(UUID(0), "Dan")) {
      $0.syncUp.attendees[1].name = "Dan"
    }
    await harness.finish()
  }

  @Test func deletingAnAttendeeFocusesTheNextOneOrThePreviousAtTheEnd() async {
    let harness = makeHarness([ann, bea, cat])
    await harness.send(.deleteAttendees(atOffsets: [1])) {
      $0.syncUp.attendees = [ann, cat]
      $0.focus = .attendee(cat.id)
    }
    await harness.send(.deleteAttendees(atOffsets: [1])) {
      $0.syncUp.attendees = [ann]
      $0.focus = .attendee(ann.id)
    }
    await harness.finish()
  }

  @Test func deletingTheLastAttendeeLeavesOneBlankAttendeeFocused() async {
    let harness = makeHarness([ann])
    await harness.send(.deleteAttendees(atOffsets: [0])) {
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
      $0.focus = .attendee(UUID(0))
    }
    await harness.send(.deleteAttendees(atOffsets: [7]))
    await harness.finish()
  }

  @Test func titleDurationThemeAndFocusAreEdited() async {
    let harness = makeHarness([ann])
    await harness.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await harness.send(.minutesChanged(12)) { $0.syncUp.duration = .seconds(720) }
    await harness.send(.themeChanged(.poppy)) { $0.syncUp.theme = .poppy }
    await harness.send(.focusChanged(nil)) { $0.focus = nil }
    harness.assertViewState(
      .init(
        title: "Design", minutes: 12, durationLabel: "12 min", theme: .poppy, attendees: [ann],
        focus: nil, alert: nil, isSaving: false))
    await harness.send(.minutesChanged(0)) { $0.syncUp.duration = .seconds(60) }
    await harness.finish()
  }

  @Test func confirmingReportsTheEditedCopy() async {
    let harness = makeHarness([ann])
    await harness.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await harness.send(.confirmTapped) { $0.isSaving = true }
    await harness.receiveScreenEvent(
      .confirmed(SyncUp(id: UUID(99), attendees: [ann], title: "Design")))
    #expect(harness.viewState.isSaving)  // pending until the flow saved it and dismissed
    await harness.send(.confirmTapped)  // a second tap while saving reports nothing more
    await harness.finish()
  }

  @Test func cancellingReportsNothingKept() async {
    let harness = makeHarness([ann])
    await harness.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await harness.send(.cancelTapped)
    await harness.receiveScreenEvent(.cancelled)
    await harness.finish()
  }

  @Test func aFailedSaveIsShownAndTheCopyKept() async {
    let harness = makeHarness([ann])
    await harness.send(.titleChanged("Design")) { $0.syncUp.title = "Design" }
    await harness.send(.confirmTapped) { $0.isSaving = true }
    await harness.receiveScreenEvent(
      .confirmed(SyncUp(id: UUID(99), attendees: [ann], title: "Design")))
    await harness.dispatch(.saveFailed("disk full")) {
      $0.isSaving = false
      $0.alert = AlertState(title: "The sync-up could not be saved", message: "disk full")
    }
    #expect(harness.viewState.alert?.message == "disk full")
    await harness.send(.alertDismissed) { $0.alert = nil }
    #expect(harness.state.syncUp.title == "Design")
    await harness.finish()
  }
}
