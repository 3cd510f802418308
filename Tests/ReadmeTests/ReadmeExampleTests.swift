import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

// The README's opening example, verbatim, so that it always compiles and does what it says.

struct Search: Feature {
  enum ViewEvent: Codable {  // Codable: a recorded session can replay it
    case queryChanged(String)
    case resultTapped(String)
  }
  enum DomainAction: Equatable, Sendable {
    case setQuery(String)
    case resultsLoaded([String])
    case select(String)
  }
  struct DomainState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
  }
  enum ScreenEvent: Equatable { case selected(String) }

  let search: @Sendable (String) async -> [String]  // dependencies are injected by a factory
  let clock: any Clock<Duration>

  func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .queryChanged(let query): .setQuery(query)
    case .resultTapped(let id): .select(id)
    }
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .setQuery(let query):
      state.query = query
      return .run { send in await send(.resultsLoaded(await search(query))) }
        .debounce(id: "search", for: .milliseconds(300), clock: clock)
    case .resultsLoaded(let results):
      state.results = results
      return .none
    case .select(let id):
      return .emit(.selected(id))  // a screen event: the parent decides where to go
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct ReadmeExampleTests {
  @Test func theReadmeExampleSearchesAfterTheDebounceAndReportsTheSelection() async {
    let clock = ManualClock()
    var selected: [String] = []
    let store = Store(
      initialState: .init(), feature: Search(search: { ["\($0) 6", "\($0) 5.10"] }, clock: clock)
    ) { if case .selected(let id) = $0 { selected.append(id) } }

    let task = store.send(.queryChanged("swift"))
    #expect(store.query == "swift")
    await clock.advance(by: .milliseconds(300))
    await task.finish()
    #expect(store.results == ["swift 6", "swift 5.10"])

    store.send(.resultTapped("swift 6"))
    #expect(selected == ["swift 6"])
  }
}

// The README's "Testing a feature" snippets, verbatim.

@Test func onAppearMapsToLoadUsers() {
  let feature = UserList(userService: MockUserService(), clock: ManualClock())
  #expect(feature.map(event: .onAppear) == .loadUsers)
  #expect(feature.reduce(.init(users: .loaded([]))).showEmptyState)
}

@MainActor @Test func aFailedDeleteRollsBack() async {
  let harness = FeatureHarness(initialState: .init(users: .loaded([.ann, .bob]))) { dependencies in
    UserList(
      userService: MockUserService(deleteError: ServiceFailure("offline")),
      clock: dependencies.clock)
  }
  await harness.send(.onDeleteTapped("2")) {
    $0.users = .loaded([.ann])
  }
  await harness.receive(.deleteFailed(.bob, at: 1, LoadingError(message: "offline"))) {
    $0.users = .loaded([.ann, .bob])
    $0.errorMessage = "Could not delete Bob: offline"
  }
  await harness.finish()  // fails if an action, a screen event or an effect was left over
}
