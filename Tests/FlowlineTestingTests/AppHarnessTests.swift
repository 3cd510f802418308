@_spi(Unobserved) import Flowline
import FlowlineRecording
import FlowlineTesting
import Testing

/// A three-screen app for testing the app harness: a debounced search at the root, an item
/// with a favourite saved in a shared value by work that must finish, and a countdown timer.
enum Journey {
  enum Route: Hashable, Codable, Sendable {
    case item(Int)
    case countdown(Int)
  }
  enum Destination: Hashable, Codable, Sendable { case about }

  struct Finder: Feature {
    enum ViewEvent: Equatable, Sendable, Codable {
      case queryChanged(String)
      case resultTapped(Int)
      /// A secret typed in: it means nothing to the finder, and is never recorded.
      case secretTyped(Sensitive<String>)
    }
    enum DomainAction: Equatable, Sendable {
      case setQuery(String)
      case resultsLoaded([Int])
      case open(Int)
    }
    struct DomainState: Equatable, Sendable {
      var query = ""
      var results: [Int] = []
    }
    enum ScreenEvent: Equatable, Sendable { case opened(Int) }

    let clock: any Clock<Duration>
    let search: @Sendable (String) async throws -> [Int]

    func map(event: ViewEvent) -> DomainAction? {
      switch event {
      case .queryChanged(let query): .setQuery(query)
      case .resultTapped(let id): .open(id)
      case .secretTyped: nil
      }
    }

    func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
      switch action {
      case .setQuery(let query):
        state.query = query
        return .run { [search] send in
          if let results = try? await search(query) { await send(.resultsLoaded(results)) }
        }
        .debounce(id: "search", for: .milliseconds(300), clock: clock)
      case .resultsLoaded(let results):
        state.results = results
        return .none
      case .open(let id):
        return .emit(.opened(id))
      }
    }
  }

  struct SaveFailure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  struct Item: Feature {
    enum DomainAction: Equatable, Sendable, Codable {
      case onAppear
      case favouritesChanged(Set<Int>)
      case favouriteTapped
      case saveFailed(String)
      case countdownTapped
    }
    struct DomainState: Equatable, Sendable {
      var id: Int
      var isFavourite = false
      var error: String?
    }
    enum ScreenEvent: Equatable, Sendable { case countdownRequested(Int) }

    let favourites: Shared<Set<Int>>
    let pendingWork: PendingWork
    let failSaves: Bool
    let clock: any Clock<Duration>

    func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
      switch action {
      case .onAppear:
        return .run { [favourites] send in
          for await value in await favourites.values() { await send(.favouritesChanged(value)) }
        }.cancellable(id: "favourites")
      case .favouritesChanged(let set):
        state.isFavourite = set.contains(state.id)
        return .none
      case .favouriteTapped:
        let id = state.id
        return .run {
          [favourites, failSaves, clock] in
          if failSaves {
            try await clock.sleep(for: .seconds(1))
            throw SaveFailure()
          }
          try await favourites.update { $0.formSymmetricDifference([id]) }
        } then: { result in
          guard case .failure(let error) = result else { return nil }
          return .saveFailed(String(describing: error))
        }
        .mustFinish("Saving favourite \(id)", in: pendingWork)
      case .saveFailed(let message):
        state.error = message
        return .none
      case .countdownTapped:
        return .emit(.countdownRequested(3))
      }
    }
  }

  struct Countdown: Feature {
    enum DomainAction: Equatable, Sendable, Codable { case start, tick }
    struct DomainState: Equatable, Sendable { var remaining: Int }
    enum ScreenEvent: Equatable, Sendable { case finished }

    let clock: any Clock<Duration>
    /// How much a tick takes off: 1, unless a test plants a bug.
    var step = 1

    func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
      switch action {
      case .start:
        let ticks = state.remaining
        return .run { [clock] send in
          for _ in 0..<ticks {
            try? await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.remaining -= step
        return state.remaining == 0 ? .emit(.finished) : .none
      }
    }
  }

  /// The app's owner: builds the screens and turns their events into route changes.
  @MainActor
  final class App {
    let flow = Flow<Route, Destination>()
    let finder: Store<Finder>
    let favourites = Shared<Set<Int>>([])
    let pendingWork = PendingWork()
    let clock: any Clock<Duration>
    var failSaves = false

    /// - Parameters:
    ///   - clock: The clock of every timing effect.
    ///   - answers: Where the search's answers come from: live, recorded or replayed.
    ///   - countdownStep: What a countdown's tick takes off (a planted bug when not 1).
    init(
      clock: any Clock<Duration>, answers: any SessionAnswers = LiveAnswers(),
      countdownStep: Int = 1
    ) {
      self.clock = clock
      let search: @Sendable (String) async throws -> [Int] = { query in
        try await answers.answer("search(\(query))") { [query.count, query.count * 10] }
      }
      let flow = flow
      finder = Store(initialState: .init(), feature: Finder(clock: clock, search: search)) {
        event in
        switch event {
        case .opened(let id): flow.push(.item(id))
        }
      }
      flow.screens = { [unowned self] route in
        switch route {
        case .item(let id):
          return Store(
            initialState: .init(id: id),
            feature: Item(
              favourites: favourites, pendingWork: pendingWork, failSaves: failSaves,
              clock: clock)
          ) { event in
            switch event {
            case .countdownRequested(let seconds): flow.push(.countdown(seconds))
            }
          }
        case .countdown(let seconds):
          return Store(
            initialState: .init(remaining: seconds),
            feature: Countdown(clock: clock, step: countdownStep)
          ) { _ in flow.pop() }
        }
      }
      flow.destinationScreens = { _ in
        Store(initialState: .init(remaining: 0), feature: Countdown(clock: clock))
      }
    }
  }
}

/// A screen that keeps a secret, for the harness's redaction.
struct Vault: Feature {
  struct DomainState: Equatable, Sendable { var pin: Sensitive<String> = "" }
  enum DomainAction: Equatable, Sendable { case pinTyped(Sensitive<String>) }
  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .pinTyped(let pin): state.pin = pin
    }
    return .none
  }
}

@MainActor
@Suite struct AppHarnessTests {
  typealias Route = Journey.Route

  func makeHarness(_ exhaustivity: Exhaustivity = .on) -> (
    Journey.App, AppHarness<Route, Journey.Destination>
  ) {
    let clock = ManualClock()
    let app = Journey.App(clock: clock)
    let harness = AppHarness(
      flow: app.flow, roots: [app.finder], clock: clock, exhaustivity: exhaustivity)
    harness.track(app.favourites, as: "favourites")
    harness.track(app.pendingWork)
    return (app, harness)
  }

  @Test func aThreeScreenJourneyIsAssertedExhaustivelyWithoutYieldsOrSleeps() async {
    let (app, harness) = makeHarness()
    let finder = harness.screen(app.finder)
    await finder.send(.queryChanged("a")) { $0.query = "a" }
    await harness.advance(by: .milliseconds(100))
    await finder.send(.queryChanged("ab")) { $0.query = "ab" }
    await harness.advance(by: .milliseconds(300))
    await finder.receive(.resultsLoaded([2, 20])) { $0.results = [2, 20] }
    await finder.send(.resultTapped(20))
    await finder.receiveScreenEvent(.opened(20))
    await harness.receiveNavigation { $0.path.append(.item(20)) }

    let item = harness.screen(.item(20), Journey.Item.self)
    await item.send(.onAppear)
    await item.receive(.favouritesChanged([]))
    await item.send(.favouriteTapped)
    await harness.receive(app.favourites) { $0.insert(20) }
    await harness.receiveWorkFinished("Saving favourite 20")
    await item.receive(.favouritesChanged([20])) { $0.isFavourite = true }

    await item.send(.countdownTapped)
    await item.receiveScreenEvent(.countdownRequested(3))
    await harness.receiveNavigation { $0.path.append(.countdown(3)) }
    let countdown = harness.screen(.countdown(3), Journey.Countdown.self)
    await countdown.send(.start)
    await harness.advance(by: .seconds(3))
    await countdown.receive(.tick) { $0.remaining = 2 }
    await countdown.receive(.tick) { $0.remaining = 1 }
    await countdown.receive(.tick) { $0.remaining = 0 }
    await countdown.receiveScreenEvent(.finished)
    await harness.receiveNavigation { $0.path.removeLast() }
    #expect(app.flow.path == [.item(20)])
    #expect(harness.navigation.path == [.item(20)])
    #expect(countdown.store == nil)  // popped: released

    await item.send(.favouriteTapped)
    await harness.receive(app.favourites) { $0.remove(20) }
    await harness.receiveWorkFinished("Saving favourite 20")
    await item.receive(.favouritesChanged([])) { $0.isFavourite = false }
    app.flow.pop()
    await harness.receiveNavigation { $0.path = [] }
    await harness.finish()
  }

  @Test func screensFollowingOneSharedValueGetItsChangesInTheOrderTheyBeganFollowing() async {
    let (app, harness) = makeHarness()
    app.flow.push(.item(1))
    app.flow.push(.item(2))
    await harness.receiveNavigation { $0.path = [.item(1)] }
    await harness.receiveNavigation { $0.path = [.item(1), .item(2)] }
    let first = harness.screen(.item(1), Journey.Item.self)
    let second = harness.screen(.item(2), Journey.Item.self)
    await first.send(.onAppear)
    await first.receive(.favouritesChanged([]))
    await second.send(.onAppear)
    await second.receive(.favouritesChanged([]))
    await second.send(.favouriteTapped)
    await harness.receive(app.favourites) { $0.insert(2) }
    await harness.receiveWorkFinished("Saving favourite 2")
    await first.receive(.favouritesChanged([2]))
    await second.receive(.favouritesChanged([2])) { $0.isFavourite = true }
    app.flow.path = []
    await harness.receiveNavigation { $0.path = [] }
    await harness.finish()
  }

  @Test func anUnassertedNavigationChangeFailsAtFinish() async {
    let (app, harness) = makeHarness()
    await harness.screen(app.finder).send(.resultTapped(1))
    await harness.screen(app.finder).receiveScreenEvent(.opened(1))
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("1 unasserted change") && text.contains("navigation changed")
        && text.contains("item(1)")
    }
  }

  @Test func aWrongNavigationFailsWithADiff() async {
    let (app, harness) = makeHarness()
    await harness.screen(app.finder).send(.resultTapped(1))
    await harness.screen(app.finder).receiveScreenEvent(.opened(1))
    await withKnownIssue {
      await harness.receiveNavigation { $0.path.append(.item(2)) }
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("navigation differs") && text.contains("item(2)")
    }
    await harness.finish()
  }

  @Test func sendingBeforeAssertingWhatHappenedFails() async {
    let (app, harness) = makeHarness()
    let finder = harness.screen(app.finder)
    await finder.send(.resultTapped(1))
    await withKnownIssue {
      await finder.send(.resultTapped(2))
    } matching: { issue in
      String(describing: issue).contains("before asserting")
        && String(describing: issue).contains("reported .opened(1)")
    }
    harness.skipReceived()
    await harness.finish()
  }

  @Test func aWrongPayloadIsShownAsADiffOfTheAction() async {
    let (app, harness) = makeHarness()
    let finder = harness.screen(app.finder)
    await finder.send(.queryChanged("abc")) { $0.query = "abc" }
    await harness.advance(by: .seconds(1))
    await withKnownIssue {
      await finder.receive(.resultsLoaded([3, 31])) { $0.results = [3, 31] }
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("The action differs") && text.contains("31") && text.contains("30")
    }
    // The wrong assertion left the entry for the right one.
    await finder.receive(.resultsLoaded([3, 30])) { $0.results = [3, 30] }
    await harness.finish()
  }

  @Test func anActionThatNeverComesIsNotSaidToComeLater() async {
    let (app, harness) = makeHarness()
    let finder = harness.screen(app.finder)
    await finder.send(.queryChanged("a")) { $0.query = "a" }
    await harness.advance(by: .seconds(1))
    await withKnownIssue {
      await finder.receive(.resultsLoaded([9]))
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("The action differs") && !text.contains("later")
    }
    await finder.receive(.resultsLoaded([1, 10])) { $0.results = [1, 10] }
    await harness.finish()
  }

  @Test func aMisorderedAssertionFailsOnceAndLeavesTheEntryForTheRightOne() async {
    let (app, harness) = makeHarness()
    let finder = harness.screen(app.finder)
    await finder.send(.resultTapped(1))
    await withKnownIssue {
      await harness.receiveNavigation { $0.path.append(.item(1)) }
    } matching: { issue in
      String(describing: issue).contains("but next: the Finder screen reported .opened(1)")
        && String(describing: issue).contains("It comes 1 entry later")
    }
    await finder.receiveScreenEvent(.opened(1))
    await harness.receiveNavigation { $0.path.append(.item(1)) }
    await harness.finish()
  }

  @Test func anEffectStillRunningOnAScreenFailsAtFinishNamingTheScreen() async {
    let (app, harness) = makeHarness()
    await harness.screen(app.finder).send(.resultTapped(4))
    harness.skipReceived()
    let item = harness.screen(.item(4), Journey.Item.self)
    await item.send(.onAppear)
    await item.receive(.favouritesChanged([]))
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      String(describing: issue).contains("1 effect still running on the screen of .item(4)")
    }
  }

  @Test func aFailedSaveOfAPoppedScreenIsKeptAndAsserted() async {
    let (app, harness) = makeHarness()
    app.failSaves = true
    await harness.screen(app.finder).send(.resultTapped(5))
    harness.skipReceived()
    let item = harness.screen(.item(5), Journey.Item.self)
    await item.send(.favouriteTapped)
    await harness.advance(by: .seconds(1))
    await item.receive(.saveFailed("the disk is full")) { $0.error = "the disk is full" }
    await harness.receiveWorkFinished("Saving favourite 5")
    await item.send(.favouriteTapped)
    app.flow.pop()  // before the work's answer: it reaches no store
    await harness.receiveNavigation { $0.path = [] }
    await harness.advance(by: .seconds(1))
    await harness.receiveWorkFinished("Saving favourite 5", failure: "the disk is full")
    #expect(app.pendingWork.failures.map(\.message) == ["the disk is full"])
    await harness.finish()
  }

  @Test func aReleasedScreensUnfinishedWorkFailsAtFinishWithoutTrackingIt() async {
    let clock = ManualClock()
    let app = Journey.App(clock: clock)
    app.failSaves = true
    let harness = AppHarness(flow: app.flow, roots: [app.finder], clock: clock)  // no track
    await harness.screen(app.finder).send(.resultTapped(5))
    harness.skipReceived()
    let item = harness.screen(.item(5), Journey.Item.self)
    await item.send(.favouriteTapped)
    app.flow.pop()
    await harness.receiveNavigation { $0.path = [] }
    await withKnownIssue {
      await harness.finish()
    } matching: { issue in
      String(describing: issue).contains("work “Saving favourite 5” still running")
    }
  }

  @Test func aFailureNeverPrintsASecret() async {
    let clock = ManualClock()
    let vault = Store(initialState: .init(), feature: Vault())
    let harness = AppHarness(
      flow: Flow<Journey.Route, Journey.Destination>(), roots: [vault], clock: clock)
    await withKnownIssue {
      await harness.screen(vault).send(.pinTyped("4921")) { $0.pin = "1234" }
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("differs") && !text.contains("4921") && !text.contains("1234")
    }
    await harness.finish()
  }

  @Test func aScreenThatIsNotShownIsReported() async {
    let (_, harness) = makeHarness()
    await withKnownIssue {
      let missing = harness.screen(.item(9), Journey.Item.self)
      await missing.send(.onAppear)
    } matching: { issue in
      String(describing: issue).contains("No store is shown for the screen of .item(9)")
        || String(describing: issue).contains("was not found")
    }
    await harness.finish()
  }

  @Test func nonExhaustiveHarnessesCheckOnlyWhatTheTestNames() async {
    let (app, harness) = makeHarness(.off)
    let finder = harness.screen(app.finder)
    await finder.send(.queryChanged("abc"))
    await harness.advance(by: .seconds(1))
    await finder.send(.resultTapped(30))
    await harness.receiveNavigation { $0.path = [.item(30)] }
    let item = harness.screen(.item(30), Journey.Item.self)
    await item.send(.onAppear)
    await item.send(.favouriteTapped)
    await item.receive(.favouritesChanged([30])) { $0.isFavourite = true }
    await harness.finish()
  }

  @Test func theTimerTicksOncePerSecondWhenTheTestAdvancesManySecondsAtOnce() async {
    let (app, harness) = makeHarness(.off)
    await harness.screen(app.finder).send(.resultTapped(1))
    await harness.screen(.item(1), Journey.Item.self).send(.countdownTapped)
    let countdown = harness.screen(.countdown(3), Journey.Countdown.self)
    await countdown.send(.start)
    await harness.advance(by: .milliseconds(2_500))
    #expect(countdown.store?.domainState.remaining == 1)
    await harness.advance(by: .seconds(10))
    #expect(app.flow.path == [.item(1)])
    await harness.finish()
  }
}
