@_spi(Unobserved) import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

// Seed 001, §4 "Testing each layer": the map and the reducer are pure functions tested with no
// mocks; the interactor is tested through a store with a mock service, with no `Task.sleep`.

@Suite struct UserListEventActionMapTests {
  let sut = UserList(userService: MockUserService(), clock: ManualClock())

  @Test func onAppearMapsToLoadUsers() {
    #expect(sut.map(event: .onAppear) == .loadUsers)
  }

  @Test func onRefreshMapsToRefreshUsers() {
    #expect(sut.map(event: .onRefresh) == .refreshUsers)
  }

  @Test func rowEventsCarryTheUserID() {
    #expect(sut.map(event: .onUserTapped("7")) == .selectUser("7"))
    #expect(sut.map(event: .onDeleteTapped("7")) == .deleteUser("7"))
  }
}

@Suite struct UserListViewStateReducerTests {
  let sut = UserList(userService: MockUserService(), clock: ManualClock())

  @Test func loadingStateProducesLoadingViewState() {
    let viewState = sut.reduce(.init(users: .loading))
    #expect(viewState.isLoading)
    #expect(!viewState.showEmptyState)
  }

  @Test func loadedEmptyListShowsEmptyState() {
    let viewState = sut.reduce(.init(users: .loaded([])))
    #expect(viewState.showEmptyState)
    #expect(!viewState.isLoading)
  }

  @Test func idleStateShowsNeitherLoadingNorEmpty() {
    let viewState = sut.reduce(.init())
    #expect(!viewState.showEmptyState)
    #expect(!viewState.isLoading)
  }

  @Test func refreshingKeepsRowsAndIsNotAFullScreenLoad() {
    let viewState = sut.reduce(.init(users: .refreshing([.ann])))
    #expect(viewState.rows.map(\.name) == ["Ann"])
    #expect(viewState.isRefreshing)
    #expect(!viewState.isLoading)
  }

  @Test func appliedQueryFiltersRowsCaseInsensitively() {
    var state = UserList.DomainState(users: .loaded([.ann, .bob]))
    state.appliedQuery = "BO"
    #expect(sut.reduce(state).rows.map(\.name) == ["Bob"])
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct UserListInteractorTests {
  @Test func loadUsersUpdatesState() async {
    let service = MockUserService(users: [.ann])
    let store = Store(
      initialState: .init(), feature: UserList(userService: service, clock: ManualClock()))

    let task = store.send(.onAppear)
    #expect(store.isLoading)
    await task.finish()

    #expect(store.rows.map(\.id) == ["1"])
    #expect(!store.isLoading)
    #expect(store.domainState.users == .loaded([.ann]))
  }

  @Test func loadFailureBecomesAnErrorMessage() async {
    let service = MockUserService()
    await service.setUsersResult(.failure(ServiceFailure("offline")))
    let store = Store(
      initialState: .init(), feature: UserList(userService: service, clock: ManualClock()))

    await store.send(.onAppear).finish()

    #expect(store.errorMessage == "offline")
    #expect(store.domainState.users.error == LoadingError(message: "offline"))
  }

  @Test func refreshKeepsTheRowsWhileLoading() async {
    let service = MockUserService(users: [.ann, .bob])
    let store = Store(
      initialState: .init(users: .loaded([.ann])),
      feature: UserList(userService: service, clock: ManualClock()))

    let task = store.send(.onRefresh)
    #expect(store.isRefreshing)
    #expect(store.rows.count == 1)
    await task.finish()
    #expect(store.rows.count == 2)
    #expect(!store.isRefreshing)
  }

  @Test func deleteRemovesOptimisticallyAndRollsBackOnFailure() async {
    let service = MockUserService(deleteError: ServiceFailure("locked"))
    let store = Store(
      initialState: .init(users: .loaded([.ann, .bob, .cid])),
      feature: UserList(userService: service, clock: ManualClock()))

    let task = store.send(.onDeleteTapped("2"))
    #expect(store.rows.map(\.name) == ["Ann", "Cid"])
    await task.finish()

    #expect(store.rows.map(\.name) == ["Ann", "Bob", "Cid"])
    #expect(store.errorMessage == "Could not delete Bob: locked")
    #expect(await service.deletedIDs == ["2"])
  }

  @Test func searchIsDebouncedOnTheInjectedClock() async {
    let clock = ManualClock()
    let store = Store(
      initialState: .init(users: .loaded([.ann, .bob])),
      feature: UserList(userService: MockUserService(), clock: clock))

    let first = store.send(.queryChanged("a"))
    await clock.advance(by: .milliseconds(200))
    let second = store.send(.queryChanged("bo"))
    #expect(store.query == "bo")
    #expect(store.rows.count == 2)

    await clock.advance(by: .milliseconds(299))
    #expect(store.domainState.appliedQuery == "")
    await clock.advance(by: .milliseconds(1))
    await first.finish()
    await second.finish()

    #expect(store.domainState.appliedQuery == "bo")
    #expect(store.rows.map(\.name) == ["Bob"])
  }

  @Test func selectingAUserIsAScreenEventNotNavigation() {
    var selected: [UserList.ScreenEvent] = []
    let store = Store(
      initialState: .init(users: .loaded([.ann])),
      feature: UserList(userService: MockUserService(), clock: ManualClock())
    ) { selected.append($0) }

    store.send(.onUserTapped("1"))

    #expect(selected == [.userSelected("1")])
  }
}
