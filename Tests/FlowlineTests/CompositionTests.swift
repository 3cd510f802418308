@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// A child feature: one download, which reports when it finished.
struct Download: Feature {
  struct DomainState: Equatable, Sendable { var progress = 0 }
  enum DomainAction: Equatable, Sendable {
    case start
    case progressed(Int)
    case cancel
  }
  enum ScreenEvent: Equatable, Sendable { case finished }
  enum CancelID: Hashable, Sendable { case transfer }

  let clock: ManualClock

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .start:
      return .run { [clock] send in
        try? await clock.sleep(for: .seconds(1))
        await send(.progressed(100))
      }
      .cancellable(id: CancelID.transfer)
    case .progressed(let progress):
      state.progress = progress
      return progress == 100 ? .emit(.finished) : .none
    case .cancel:
      return .cancel(id: CancelID.transfer)
    }
  }
}

/// A parent screen made of a counter and many downloads.
struct Downloads: Feature {
  struct DomainState: Equatable, Sendable {
    var counter = Counter.DomainState()
    var items = IdentifiedStates<Int, Download.DomainState>([])
    var finished: [Int] = []
  }
  enum DomainAction: Equatable, Sendable {
    case counter(Counter.DomainAction)
    case item(Int, Download.DomainAction)
    case itemFinished(Int)
  }

  let download: Download

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .counter(let action):
      return interact(child: Counter(), &state.counter, action, action: DomainAction.counter)
    case .item(let id, let action):
      return interact(
        child: download, &state.items, id: id, action,
        action: DomainAction.item, screenEvent: { id, _ in .itemFinished(id) })
    case .itemFinished(let id):
      state.finished.append(id)
      state.items.remove(id: id)
      return .none
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct CompositionTests {
  let clock = ManualClock()

  @Test func theChildIsTestableAlone() async {
    var events: [Download.ScreenEvent] = []
    let store = Store(initialState: .init(), feature: Download(clock: clock)) { events.append($0) }
    let task = store.send(.start)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.progress == 100)
    #expect(events == [.finished])
  }

  @Test func anActionReachesOnlyItsChild() {
    let store = Store(
      initialState: .init(items: IdentifiedStates([(1, .init()), (2, .init()), (3, .init())])),
      feature: Downloads(download: Download(clock: clock)))
    store.dispatch(.item(2, .progressed(40)))
    store.dispatch(.counter(.incrementTapped))
    #expect(store.domainState.items[id: 2]?.progress == 40)
    #expect(store.domainState.items[id: 1]?.progress == 0)
    #expect(store.domainState.items[id: 3]?.progress == 0)
    #expect(store.domainState.counter.count == 1)
  }

  @Test func aChildsScreenEventReachesTheParentAsAnAction() async {
    let store = Store(
      initialState: .init(items: IdentifiedStates([(1, .init()), (2, .init())])),
      feature: Downloads(download: Download(clock: clock)))
    let task = store.dispatch(.item(2, .start))
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.domainState.finished == [2])
    #expect(store.domainState.items.ids == [1])
  }

  @Test func equalCancelIDsOfTwoChildrenDoNotCancelEachOther() async {
    let store = Store(
      initialState: .init(items: IdentifiedStates([(1, .init()), (2, .init())])),
      feature: Downloads(download: Download(clock: clock)))
    let first = store.dispatch(.item(1, .start))
    let second = store.dispatch(.item(2, .start))
    store.dispatch(.item(1, .cancel))
    await first.finish()
    await clock.advance(by: .seconds(1))
    await second.finish()
    #expect(store.domainState.finished == [2])
    #expect(store.domainState.items[id: 1]?.progress == 0)
  }

  @Test func anActionForARemovedChildIsIgnored() {
    let store = Store(initialState: .init(), feature: Downloads(download: Download(clock: clock)))
    store.dispatch(.item(9, .progressed(50)))
    #expect(store.domainState.items.isEmpty)
  }
}
