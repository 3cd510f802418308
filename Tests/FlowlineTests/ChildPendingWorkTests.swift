@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// Notes edited in rows, in a dictionary and in a sheet: children whose screen can go while
/// their parent's store stays.
struct Notebook: Feature {
  enum DomainAction: Equatable, Sendable {
    case row(Int, NoteEditor.DomainAction)
    case sheet(NoteEditor.DomainAction)
    case removeRow(Int)
    case dismissSheet
  }
  struct DomainState: Equatable, Sendable {
    var rows = IdentifiedStates<Int, NoteEditor.DomainState>([(1, .init()), (2, .init())])
    var sheet: NoteEditor.DomainState? = .init()
  }

  let editor: NoteEditor

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .row(let id, let action):
      return interact(child: editor, &state.rows, id: id, action, action: DomainAction.row)
    case .sheet(let action):
      return interact(presented: editor, &state.sheet, action, action: DomainAction.sheet)
    case .removeRow(let id):
      state.rows.remove(id: id)
      return .none
    case .dismissSheet:
      state.sheet = nil
      return .none
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct ChildPendingWorkTests {
  let work = PendingWork()
  let gate = Gate()

  func makeStore(fails: Bool) -> Store<Notebook> {
    Store(
      initialState: .init(),
      feature: Notebook(editor: NoteEditor(pendingWork: work, gate: gate, fails: fails)))
  }

  func finishWork() async {
    for _ in 0..<10 { await Task.yield() }
    gate.open()
    await work.waitUntilFinished()
  }

  @Test func aRemovedRowsFailedSaveIsKept() async {
    let store = makeStore(fails: true)
    store.send(.row(1, .saveTapped("groceries")))
    store.send(.removeRow(1))
    await finishWork()
    #expect(work.failures.map(\.description) == ["Saving “groceries” failed: the disk is full"])
  }

  @Test func aDismissedSheetsFailedSaveIsKept() async {
    let store = makeStore(fails: true)
    store.send(.sheet(.saveTapped("draft")))
    store.send(.dismissSheet)
    await finishWork()
    #expect(work.failures.map(\.title) == ["Saving “draft”"])
  }

  @Test func aLiveRowGetsItsFailureAndNothingIsKept() async {
    let store = makeStore(fails: true)
    store.send(.row(1, .saveTapped("groceries")))
    store.send(.removeRow(2))  // a sibling leaves: row 1 is still there
    await finishWork()
    #expect(work.failures.isEmpty)
    #expect(store.domainState.rows[id: 1]?.error == "the disk is full")
  }

  @Test func aRemovedRowsSuccessNeedsNobody() async {
    let store = makeStore(fails: false)
    store.send(.row(1, .saveTapped("groceries")))
    store.send(.removeRow(1))
    await finishWork()
    #expect(work.failures.isEmpty)
  }

  @Test func aZeroTimeoutReturnsWhatIsRunningWithoutWaiting() async {
    let store = makeStore(fails: false)
    store.send(.row(1, .saveTapped("groceries")))
    let unfinished = await work.waitUntilFinished(timeout: .zero, clock: ManualClock())
    #expect(unfinished == ["Saving “groceries”"])
    await finishWork()
  }
}
