import Clocks
import Flowline
import FlowlineTesting
import Testing

/// A row of a download list: starts a transfer that reports progress, then finishes.
struct Transfer: Feature {
  struct DomainState: Equatable, Sendable { var progress = 0 }
  enum ViewEvent: Equatable, Sendable { case startTapped }
  enum DomainAction: Equatable, Sendable {
    case start
    case progressed(Int)
  }
  enum ScreenEvent: Equatable, Sendable { case finished }

  let clock: any Clock<Duration>

  func map(event: ViewEvent) -> DomainAction? { .start }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .start:
      return .run { [clock] send in
        for progress in [50, 100] {
          try? await clock.sleep(for: .seconds(1))
          await send(.progressed(progress))
        }
      }
    case .progressed(let progress):
      state.progress = progress
      return progress == 100 ? .emit(.finished) : .none
    }
  }
}

/// A list of transfers and a count of the finished ones.
struct Transfers: Feature {
  struct DomainState: Equatable, Sendable {
    var rows: IdentifiedStates<Int, Transfer.DomainState>
    var finished = 0
  }
  enum DomainAction: Equatable, Sendable {
    case row(Int, Transfer.DomainAction)
    case rowFinished(Int)
  }

  let transfer: Transfer

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .row(let id, let action):
      return interact(
        child: transfer, &state.rows, id: id, action,
        action: DomainAction.row, screenEvent: { id, _ in .rowFinished(id) })
    case .rowFinished(let id):
      state.finished += 1
      state.rows.remove(id: id)
      return .none
    }
  }
}

@MainActor
@Suite struct ChildHarnessTests {
  @Test func aRowsEventAndTheActionsItsEffectFeedsBackAreAssertedOnTheParent() async {
    let harness = FeatureHarness(
      initialState: .init(rows: IdentifiedStates([(1, .init()), (2, .init())]))
    ) { dependencies in
      Transfers(transfer: Transfer(clock: dependencies.clock))
    }
    let rows = harness.store.scope(
      rows: \.rows, action: Transfers.DomainAction.row, feature: harness.store.feature.transfer)
    let row = rows[id: 2]!

    await harness.send(.startTapped, to: row)
    await harness.advance(by: .seconds(1))
    await harness.receive(.row(2, .progressed(50))) {
      $0.rows[id: 2]?.progress = 50
    }
    #expect(row.progress == 50)
    await harness.advance(by: .seconds(1))
    await harness.receive(.row(2, .progressed(100))) {
      $0.rows[id: 2]?.progress = 100
    }
    await harness.receive(.rowFinished(2)) {
      $0.finished = 1
      $0.rows.remove(id: 2)
    }
    #expect(row.isStale)
    #expect(rows[id: 1]?.progress == 0)
    await harness.finish()
  }
}
