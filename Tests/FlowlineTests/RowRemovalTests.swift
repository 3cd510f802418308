@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// A row that loads for a long time and saves with work that must finish, failing.
struct SlowRow: Feature {
  struct DomainState: Equatable, Sendable, Identifiable {
    var id: Int
    var loaded = false
    var error: String?
  }
  enum DomainAction: Equatable, Sendable {
    case load
    case loaded
    case save
    case saveFailed(String)
  }
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  let clock: ManualClock
  let pendingWork: PendingWork

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .load:
      return .run { [clock] send in
        try? await clock.sleep(for: .seconds(30))
        await send(.loaded)
      }
    case .loaded:
      state.loaded = true
      return .none
    case .save:
      return .run { [clock] in
        try await clock.sleep(for: .seconds(1))
        throw Failure()
      } then: { result in
        guard case .failure(let error) = result else { return nil }
        return .saveFailed(String(describing: error))
      }
      .mustFinish("Saving row \(state.id)", in: pendingWork)
    case .saveFailed(let message):
      state.error = message
      return .none
    }
  }
}

/// A list of slow rows, kept in an array or in an `IdentifiedStates`.
struct SlowList: Feature {
  struct DomainState: Equatable, Sendable {
    var array: [SlowRow.DomainState] = [.init(id: 1), .init(id: 2)]
    var identified: IdentifiedStates<Int, SlowRow.DomainState> = [.init(id: 1), .init(id: 2)]
  }
  enum DomainAction: Equatable, Sendable {
    case arrayRow(Int, SlowRow.DomainAction)
    case identifiedRow(Int, SlowRow.DomainAction)
    case remove(Int)
  }

  let row: SlowRow

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .arrayRow(let id, let action):
      return interact(child: row, &state.array, id: id, action, action: DomainAction.arrayRow)
    case .identifiedRow(let id, let action):
      return interact(
        child: row, &state.identified, id: id, action, action: DomainAction.identifiedRow)
    case .remove(let id):
      state.array.removeAll { $0.id == id }
      state.identified.remove(id: id)
      return .none
    }
  }
}

/// Removing a row ends its work the same way whatever collection holds it: its load is
/// cancelled, and the failure of its must-finish save reaches `PendingWork.failures`.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct RowRemovalTests {
  let clock = ManualClock()
  let pendingWork = PendingWork()

  /// A list whose rows in `collection` have row stores, as a list's view would make them.
  func makeStore(scoping collection: String) -> Store<SlowList> {
    let store = Store(
      initialState: .init(), feature: SlowList(row: SlowRow(clock: clock, pendingWork: pendingWork))
    )
    if collection == "array" {
      _ = store.scope(
        rows: \.array, action: SlowList.DomainAction.arrayRow, feature: store.feature.row)
    } else {
      _ = store.scope(
        rows: \.identified, action: SlowList.DomainAction.identifiedRow, feature: store.feature.row)
    }
    return store
  }

  /// The action that sends a row action to the collection.
  func row(in collection: String) -> (Int, SlowRow.DomainAction) -> SlowList.DomainAction {
    if collection == "array" {
      return { .arrayRow($0, $1) }
    }
    return { .identifiedRow($0, $1) }
  }

  func rows(of store: Store<SlowList>, _ collection: String) -> [SlowRow.DomainState] {
    collection == "array" ? store.domainState.array : store.domainState.identified.map { $0 }
  }

  @Test(arguments: ["array", "identified"])
  func removingARowCancelsItsLoadAndKeepsItsFailedSave(_ collection: String) async {
    let store = makeStore(scoping: collection)
    let row = self.row(in: collection)
    store.dispatch(row(1, .load))
    store.dispatch(row(1, .save))
    store.dispatch(row(2, .load))
    await clock.advance()
    #expect(store.runningEffectCount == 3)

    store.dispatch(.remove(1))
    #expect(store.runningEffectCount == 2)  // row 1's load cancelled; its save goes on

    await clock.advance(by: .seconds(30))
    #expect(pendingWork.failures.map(\.description) == ["Saving row 1 failed: the disk is full"])
    let rows = self.rows(of: store, collection)
    #expect(rows == [.init(id: 2, loaded: true)])
    #expect(store.runningEffectCount == 0)
  }

  @Test(arguments: ["array", "identified"])
  func aLiveRowsFailedSaveReachesTheRowNotTheApp(_ collection: String) async {
    let store = makeStore(scoping: collection)
    let row = self.row(in: collection)
    store.dispatch(row(2, .save))
    await clock.advance(by: .seconds(1))
    #expect(pendingWork.failures.isEmpty)
    let rows = self.rows(of: store, collection)
    #expect(rows.last?.error == "the disk is full")
  }
}
