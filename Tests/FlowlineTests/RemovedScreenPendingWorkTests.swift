@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// A screen the flow removed is gone for the user even when something still holds its store (a
/// view in its closing animation, a cache, a test): a failure of its work that must finish is
/// kept for the app to show, as when the store is released, not left in a state nobody sees.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct RemovedScreenPendingWorkTests {
  enum NoteRoute: Hashable, Codable, Sendable { case note(Int) }
  enum NoteSheet: Hashable, Codable, Sendable { case quickNote }

  let work = PendingWork()
  let gate = Gate()
  let flow = Flow<NoteRoute, NoteSheet>()

  init() {
    flow.screens = { [work, gate] _ in
      Store(initialState: .init(), feature: NoteEditor(pendingWork: work, gate: gate, fails: true))
    }
    flow.destinationScreens = { [work, gate] _ in
      Store(initialState: .init(), feature: NoteEditor(pendingWork: work, gate: gate, fails: true))
    }
  }

  @Test func aPoppedScreenStillHeldElsewhereLeavesItsFailureToTheApp() async throws {
    var reported: [PendingWork.Failure] = []
    work.onFailure = { reported.append($0) }
    flow.push(.note(1))
    let held = try #require(flow.screen(for: .note(1)) as? Store<NoteEditor>)
    held.send(.saveTapped("groceries"))
    flow.pop()  // gone for the user; `held` keeps the store alive

    gate.open()
    await work.waitUntilFinished()
    #expect(work.failures.map(\.description) == ["Saving “groceries” failed: the disk is full"])
    #expect(reported == work.failures)
  }

  @Test func aDismissedSheetStillHeldElsewhereLeavesItsFailureToTheApp() async throws {
    flow.destination = .quickNote
    let held = try #require(flow.destinationScreen as? Store<NoteEditor>)
    held.send(.saveTapped("groceries"))
    flow.destination = nil

    gate.open()
    await work.waitUntilFinished()
    #expect(work.failures.map(\.description) == ["Saving “groceries” failed: the disk is full"])
  }

  @Test func aScreenStillOnTheStackShowsItsFailureItself() async throws {
    flow.push(.note(1))
    let shown = try #require(flow.screen(for: .note(1)) as? Store<NoteEditor>)
    shown.send(.saveTapped("groceries"))
    flow.push(.note(2))  // covered, not removed: the user comes back to it

    gate.open()
    await work.waitUntilFinished()
    #expect(shown.error == "the disk is full")
    #expect(work.failures.isEmpty)
  }
}
