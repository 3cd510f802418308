@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// A list whose rows' finished saves are also passed on to a sheet, which may be gone.
struct Inbox: Feature {
  enum DomainAction: Equatable, Sendable {
    case row(Int, NoteEditor.DomainAction)
    case sheet(NoteEditor.DomainAction)
  }
  struct DomainState: Equatable, Sendable {
    var rows = IdentifiedStates<Int, NoteEditor.DomainState>([(1, .init())])
    var sheet: NoteEditor.DomainState?
  }

  let editor: NoteEditor

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .row(let id, let rowAction):
      let effect = interact(child: editor, &state.rows, id: id, rowAction, action: DomainAction.row)
      if case .saveFinished(let error) = rowAction {
        // A follow-up for the sheet, which is not there: a child missed by a later action.
        return .merge([effect, .send(.sheet(.saveFinished(error)))])
      }
      return effect
    case .sheet(let sheetAction):
      return interact(presented: editor, &state.sheet, sheetAction, action: DomainAction.sheet)
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct IgnoredChildFollowUpTests {
  @Test func aLiveRowsFailureIsNotKeptWhenAFollowUpMissesAGoneChild() async {
    let work = PendingWork()
    let gate = Gate()
    let store = Store(
      initialState: .init(),
      feature: Inbox(editor: NoteEditor(pendingWork: work, gate: gate, fails: true)))
    store.send(.row(1, .saveTapped("groceries")))
    for _ in 0..<10 { await Task.yield() }
    gate.open()
    await work.waitUntilFinished()
    // The row is there and got its failure; only a queued follow-up missed the sheet.
    #expect(store.domainState.rows[id: 1]?.error == "the disk is full")
    #expect(work.failures.isEmpty)
  }
}
