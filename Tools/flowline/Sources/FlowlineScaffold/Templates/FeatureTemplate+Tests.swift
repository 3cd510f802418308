extension FeatureTemplate {
  /// `ProfileHarnessTests.swift`: the feature end to end, through an exhaustive
  /// `FeatureHarness`.
  var harnessTestsFile: String {
    #"""
    \#(testImports(["Flowline", "FlowlineTesting", "Testing"]))

    /// The \#(name.title) feature end to end.
    ///
    /// Every event sent, action fed back, state change and screen event is asserted, in order:
    /// the harness is exhaustive, and `finish()` fails on anything left over.
    @MainActor
    @Suite struct \#(feature)HarnessTests {
      let offline = LoadingError(message: "offline")

      func makeHarness(
        _ result: Result<[\#(item)], LoadingError>,
        state: \#(feature).DomainState = .init()
      ) -> FeatureHarness<\#(feature)> {
        FeatureHarness(initialState: state, feature: .stubbed(result))
      }

      @Test func appearingLoadsTheItems() async {
        let harness = makeHarness(.success([.first, .second]))

        await harness.send(.onAppear) {
          $0.items = .loading
        }
        #expect(harness.viewState.isLoading)
        await harness.receive(.itemsResponse(.success([.first, .second]))) {
          $0.items = .loaded([.first, .second])
        }
        #expect(harness.viewState.rows.map(\.title) == ["First", "Second"])
        await harness.finish()
      }

      @Test func appearingAgainDoesNotReload() async {
        let harness = makeHarness(.success([.second]), state: .init(items: .loaded([.first])))

        await harness.send(.onAppear)
        await harness.finish()
      }

      @Test func aFailedLoadSaysWhyAndOffersToTryAgain() async {
        let harness = makeHarness(.failure(offline))

        await harness.send(.onAppear) {
          $0.items = .loading
        }
        await harness.receive(.itemsResponse(.failure(offline))) {
          $0.items = .failed(offline, previous: nil)
        }
        #expect(harness.viewState.errorMessage == "Could not load the items: offline")
        #expect(harness.viewState.canRetry)
        await harness.finish()
      }

      @Test func tryingAgainAfterAFailureLoadsTheItems() async {
        let harness = makeHarness(
          .success([.first]), state: .init(items: .failed(offline, previous: nil)))

        await harness.send(.retryTapped) {
          $0.items = .loading
        }
        await harness.receive(.itemsResponse(.success([.first]))) {
          $0.items = .loaded([.first])
        }
        #expect(harness.viewState.errorMessage == nil)
        await harness.finish()
      }

      @Test func aFailedReloadKeepsShowingTheItems() async {
        let harness = makeHarness(.failure(offline), state: .init(items: .loaded([.first])))

        await harness.send(.retryTapped) {
          $0.items = .refreshing([.first])
        }
        await harness.receive(.itemsResponse(.failure(offline))) {
          $0.items = .failed(offline, previous: [.first])
        }
        #expect(harness.viewState.rows.map(\.title) == ["First"])
        await harness.finish()
      }

      @Test func tappingAnItemReportsItToTheParent() async {
        let harness = makeHarness(.success([]), state: .init(items: .loaded([.first])))

        await harness.send(.itemTapped("1"))
        await harness.receiveScreenEvent(.itemSelected("1"))
        await harness.finish()
      }
    }

    """#
  }

  /// `ProfileViewStateReducerTests.swift`: the view-state reducer, a pure function.
  var reducerTestsFile: String {
    #"""
    \#(testImports(["Flowline", "Testing"]))

    /// The view-state reducer: a pure function of the domain state, tested without a store.
    @Suite struct \#(feature)ViewStateReducerTests {
      let feature = \#(feature).stubbed(.success([]))

      @Test func loadedItemsBecomeRows() {
        let viewState = feature.reduce(.init(items: .loaded([.first, .second])))

        let expected = \#(feature).ViewState(
          rows: [.init(id: "1", title: "First"), .init(id: "2", title: "Second")],
          isLoading: false, errorMessage: nil, canRetry: false, showsEmptyState: false)
        #expect(viewState == expected)
      }

      @Test func loadingWithNothingToShowShowsProgress() {
        let viewState = feature.reduce(.init(items: .loading))

        #expect(viewState.isLoading)
        #expect(viewState.rows.isEmpty)
        #expect(!viewState.showsEmptyState)
      }

      @Test func reloadingKeepsTheRowsWithoutProgress() {
        let viewState = feature.reduce(.init(items: .refreshing([.first])))

        #expect(!viewState.isLoading)
        #expect(viewState.rows.map(\.id) == ["1"])
      }

      @Test func anEmptyListShowsTheEmptyState() {
        let viewState = feature.reduce(.init(items: .loaded([])))

        #expect(viewState.showsEmptyState)
        #expect(!viewState.isLoading)
      }

      @Test func aFailureSaysWhyAndOffersToTryAgain() {
        let offline = LoadingError(message: "offline")
        let viewState = feature.reduce(.init(items: .failed(offline, previous: nil)))

        #expect(viewState.errorMessage == "Could not load the items: offline")
        #expect(viewState.canRetry)
        #expect(!viewState.showsEmptyState)
      }
    }

    """#
  }

  /// `ProfileServiceStub.swift`: the tests' service and sample items.
  var serviceStubFile: String {
    #"""
    \#(testImports(["Flowline"]))

    /// A \#(service) that answers with a fixed result.
    struct \#(stub): \#(service) {
      /// What `fetchItems()` returns, or throws.
      var result: Result<[\#(item)], LoadingError>

      func fetchItems() async throws -> [\#(item)] {
        try result.get()
      }
    }

    extension \#(feature) {
      /// The feature, loading from a stub that answers with `result`.
      static func stubbed(
        _ result: Result<[\#(item)], LoadingError>
      ) -> Self {
        Self(service: \#(stub)(result: result))
      }
    }

    extension \#(item) {
      /// A sample item.
      static let first = \#(item)(id: "1", title: "First")
      /// Another sample item.
      static let second = \#(item)(id: "2", title: "Second")
    }

    """#
  }

  /// `ProfileTerminalViewTests.swift`: the terminal front end's rendering and input.
  var terminalViewTestsFile: String {
    #"""
    \#(testImports(["Testing"]))

    /// The terminal view: pure functions from view state to lines, and from input to events.
    @Suite struct \#(terminalView)Tests {
      let view = \#(terminalView).self

      let loaded = \#(feature).ViewState(
        rows: [.init(id: "1", title: "First"), .init(id: "2", title: "Second")],
        isLoading: false, errorMessage: nil, canRetry: false, showsEmptyState: false)

      let failed = \#(feature).ViewState(
        rows: [], isLoading: false, errorMessage: "Could not load the items: offline",
        canRetry: true, showsEmptyState: false)

      @Test func rowsAreNumbered() {
        let lines = view.render(loaded)

        #expect(lines == ["\#(name.title)", "[1] First", "[2] Second"])
      }

      @Test func aFailureSaysWhyAndHowToTryAgain() {
        let lines = view.render(failed)

        #expect(lines.first == "\#(name.title)")
        #expect(lines.dropFirst() == ["! Could not load the items: offline", "[r] Try again"])
      }

      @Test func typedInputBecomesViewEvents() {
        #expect(view.event(for: "2", in: loaded) == .itemTapped("2"))
        #expect(view.event(for: " 1 ", in: loaded) == .itemTapped("1"))
        #expect(view.event(for: "r", in: failed) == .retryTapped)
        #expect(view.event(for: "r", in: loaded) == nil)
        #expect(view.event(for: "3", in: loaded) == nil)
      }
    }

    """#
  }
}
