import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

@MainActor
@Suite struct UserListHarnessTests {
  func makeHarness(
    service: MockUserService,
    state: UserList.DomainState = .init()
  ) -> FeatureHarness<UserList> {
    FeatureHarness(initialState: state) { dependencies in
      UserList(userService: service, clock: dependencies.clock)
    }
  }

  @Test func appearingLoadsTheUsers() async {
    let harness = makeHarness(service: MockUserService(users: [.ann, .bob]))

    await harness.send(.onAppear) {
      $0.users = .loading
    }
    await harness.receive(.usersResponse(.success([.ann, .bob]))) {
      $0.users = .loaded([.ann, .bob])
    }
    #expect(harness.viewState.rows.map(\.name) == ["Ann", "Bob"])
    await harness.finish()
  }

  @Test func appearingAgainDoesNotReload() async {
    let harness = makeHarness(
      service: MockUserService(users: [.ann]), state: .init(users: .loaded([.ann])))
    await harness.send(.onAppear)
    await harness.finish()
  }

  @Test func aFailedLoadShowsTheError() async {
    let service = MockUserService()
    await service.setUsersResult(.failure(ServiceFailure("offline")))
    let harness = makeHarness(service: service)

    await harness.send(.onAppear) {
      $0.users = .loading
    }
    await harness.receive(.usersResponse(.failure(LoadingError(message: "offline")))) {
      $0.users = .failed(LoadingError(message: "offline"), previous: nil)
      $0.errorMessage = "offline"
    }
    harness.assertViewState(
      .init(
        rows: [], query: "", isLoading: false, isRefreshing: false, errorMessage: "offline",
        showEmptyState: false))
    await harness.send(.errorDismissed) {
      $0.errorMessage = nil
    }
    await harness.finish()
  }

  @Test func refreshKeepsTheRowsAndReplacesThem() async {
    let harness = makeHarness(
      service: MockUserService(users: [.ann, .bob, .cid]), state: .init(users: .loaded([.ann])))

    await harness.send(.onRefresh) {
      $0.users = .refreshing([.ann])
    }
    #expect(harness.viewState.isRefreshing)
    #expect(harness.viewState.rows.count == 1)
    await harness.receive(.usersResponse(.success([.ann, .bob, .cid]))) {
      $0.users = .loaded([.ann, .bob, .cid])
    }
    await harness.finish()
  }

  @Test func aFailedRefreshKeepsThePreviousRows() async {
    let service = MockUserService()
    await service.setUsersResult(.failure(ServiceFailure("timeout")))
    let harness = makeHarness(service: service, state: .init(users: .loaded([.ann])))

    await harness.send(.onRefresh) {
      $0.users = .refreshing([.ann])
    }
    await harness.receive(.usersResponse(.failure(LoadingError(message: "timeout")))) {
      $0.users = .failed(LoadingError(message: "timeout"), previous: [.ann])
      $0.errorMessage = "timeout"
    }
    #expect(harness.viewState.rows.map(\.name) == ["Ann"])
    await harness.finish()
  }

  @Test func deleteRemovesTheRowAtOnce() async {
    let service = MockUserService()
    let harness = makeHarness(service: service, state: .init(users: .loaded([.ann, .bob])))

    await harness.send(.onDeleteTapped("1")) {
      $0.users = .loaded([.bob])
    }
    await harness.finish()
    #expect(await service.deletedIDs == ["1"])
  }

  @Test func aFailedDeleteRollsBackAndSaysWhy() async {
    let service = MockUserService(deleteError: ServiceFailure("locked"))
    let harness = makeHarness(
      service: service, state: .init(users: .loaded([.ann, .bob, .cid])))

    await harness.send(.onDeleteTapped("2")) {
      $0.users = .loaded([.ann, .cid])
    }
    await harness.receive(.deleteFailed(.bob, at: 1, LoadingError(message: "locked"))) {
      $0.users = .loaded([.ann, .bob, .cid])
      $0.errorMessage = "Could not delete Bob: locked"
    }
    await harness.finish()
  }

  @Test func searchWaitsForAPauseInTyping() async {
    let harness = makeHarness(
      service: MockUserService(), state: .init(users: .loaded([.ann, .bob, .cid])))

    await harness.send(.queryChanged("b")) {
      $0.query = "b"
    }
    await harness.advance(by: .milliseconds(200))
    await harness.send(.queryChanged("bo")) {
      $0.query = "bo"
    }
    await harness.advance(by: .milliseconds(299))
    #expect(harness.viewState.rows.count == 3)

    await harness.advance(by: .milliseconds(1))
    await harness.receive(.applyQuery("bo")) {
      $0.appliedQuery = "bo"
    }
    #expect(harness.viewState.rows.map(\.name) == ["Bob"])
    await harness.finish()
  }

  @Test func tappingAUserReportsTheSelectionToTheParent() async {
    let harness = makeHarness(service: MockUserService(), state: .init(users: .loaded([.ann])))
    await harness.send(.onUserTapped("1"))
    await harness.receiveScreenEvent(.userSelected("1"))
    await harness.finish()
  }
}
