import Flowline
import FlowlineTesting
import Foundation
import Observation
import SampleFeatures
import Testing

enum AppRoute: Hashable, Codable, Sendable {
  case users
  case download(id: Int)
}

enum AppSheet: Hashable, Codable, Sendable {
  case onboarding
}

/// A step of onboarding: a screen that reports that the user continued.
struct Step: Feature {
  enum DomainAction: Equatable, Sendable { case continueTapped }
  struct DomainState: Equatable, Sendable { var name: String }
  enum ScreenEvent: Equatable, Sendable { case continued }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    .emit(.continued)
  }
}

/// A child flow: two onboarding steps, then it reports its completion to its parent.
@MainActor
final class OnboardingFlow: FlowScreen {
  enum Route: Hashable, Codable, Sendable { case terms }
  enum Completion: Equatable { case finished }

  let flow = Flow<Route, Never>()
  let welcome: Store<Step>
  var onCompletion: ((Completion) -> Void)?

  init() {
    let flow = flow
    welcome = Store(initialState: .init(name: "welcome"), feature: Step()) { _ in
      flow.push(.terms)
    }
    flow.screens = { [unowned self] _ in
      Store(initialState: .init(name: "terms"), feature: Step()) { [unowned self] _ in
        onCompletion?(.finished)
      }
    }
  }

  func cancelAllEffects() {
    welcome.cancelAllEffects()
    flow.cancelAllEffects()
  }
}

/// Seed 000's AppFlow: turns screen events into route changes; the features know no routes.
@MainActor
final class TestAppFlow {
  let flow = Flow<AppRoute, AppSheet>()
  let clock: ManualClock
  let users: Store<UserList>
  private(set) var completions: [OnboardingFlow.Completion] = []

  init(clock: ManualClock, service: MockUserService) {
    self.clock = clock
    let flow = flow
    users = Store(
      initialState: .init(users: .loaded([.ann, .bob])),
      feature: UserList(userService: service, clock: clock)
    ) { event in
      switch event {
      case .userSelected(let id): flow.push(.download(id: Int(id) ?? 0))
      }
    }
    flow.screens = { [unowned self] route in
      switch route {
      case .users:
        return users
      case .download:
        return Store(initialState: .init(), feature: Download(clock: self.clock))
      }
    }
    flow.destinationScreens = { [unowned self] _ in
      let onboarding = OnboardingFlow()
      onboarding.onCompletion = { [unowned self] completion in
        completions.append(completion)
        flow.destination = nil
      }
      return onboarding
    }
  }
}

/// The app's deep links: `app://download/<id>` and `app://users`.
struct AppLinks: DeepLinkParser {
  func navigation(for url: URL) throws(DeepLinkError) -> NavigationState<AppRoute, AppSheet> {
    guard url.scheme == "app" else { throw .unsupportedScheme(url.scheme) }
    switch url.host {
    case "users":
      return NavigationState(path: [.users])
    case "download":
      guard let id = Int(url.lastPathComponent) else { throw .malformed(url.absoluteString) }
      return NavigationState(path: [.users, .download(id: id)])
    case "onboarding":
      return NavigationState(destination: .onboarding)
    default:
      throw .unknownRoute(url.absoluteString)
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct FlowTests {
  let clock = ManualClock()

  @Test func aScreenEventBecomesARouteChangeDecidedByTheFlow() {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.users.send(.onUserTapped("2"))
    #expect(app.flow.path == [.download(id: 2)])
    #expect((app.flow.screen(at: 0) as? Store<Download>) != nil)
    #expect(app.flow.screen(for: .download(id: 2)) === app.flow.screen(at: 0))
    #expect(app.flow.screen(for: .download(id: 3)) == nil)
  }

  @Test func theFlowKeepsAScreenExactlyAsLongAsItsRouteIsOnTheStack() {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.flow.push(.download(id: 1))
    weak let first = (app.flow.screen(at: 0) as? Store<Download>)
    app.flow.push(.download(id: 2))
    #expect(first != nil)
    #expect(app.flow.screen(at: 0) === first)
    app.flow.pop()
    #expect(first != nil)
    app.flow.pop()
    #expect(first == nil)
  }

  @Test func poppingReleasesTheStoreAndCancelsItsEffects() async {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.flow.push(.download(id: 1))
    weak let store = (app.flow.screen(at: 0) as? Store<Download>)
    let task = store?.send(.start)
    #expect(store?.runningEffectCount == 1)

    app.flow.pop()
    #expect(store == nil)
    await task?.finish()
    await clock.run()
  }

  @Test func aCancelledScreenKeptAliveElsewhereStopsItsWork() async {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.flow.push(.download(id: 1))
    let store = (app.flow.screen(at: 0) as? Store<Download>)!  // a view still holding it
    let task = store.send(.start)
    app.flow.path = []
    await task.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.runningEffectCount == 0)
    #expect(store.progress == 0)
  }

  @Test func settingThePathAsSwiftUIDoesKeepsTheCommonPrefix() {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.flow.path = [.users, .download(id: 1), .download(id: 2)]
    let users = app.flow.screen(at: 0)
    let one = app.flow.screen(at: 1)
    app.flow.path = [.users, .download(id: 1), .download(id: 3)]
    #expect(app.flow.screen(at: 0) === users)
    #expect(app.flow.screen(at: 1) === one)
    #expect(app.flow.path.count == 3)
  }

  @Test func everyNavigationChangeIsReportedForSaving() {
    let flow = Flow<AppRoute, AppSheet>()
    var saved: [NavigationState<AppRoute, AppSheet>] = []
    flow.onNavigationChange = { saved.append($0) }
    flow.push(.users)
    flow.path = [.users, .download(id: 1)]  // as SwiftUI writes it
    flow.destination = .onboarding
    flow.destination = nil
    flow.path = [.users, .download(id: 1)]  // no change, no report
    #expect(
      saved == [
        NavigationState(path: [.users]),
        NavigationState(path: [.users, .download(id: 1)]),
        NavigationState(path: [.users, .download(id: 1)], destination: .onboarding),
        NavigationState(path: [.users, .download(id: 1)]),
      ])
  }

  @Test func pathChangesAreObservable() {
    let flow = Flow<AppRoute, AppSheet>()
    let changes = Recorder<String>()
    withObservationTracking {
      _ = flow.path
    } onChange: {
      changes.record("path")
    }
    withObservationTracking {
      _ = flow.destination
    } onChange: {
      changes.record("destination")
    }
    flow.push(.users)
    flow.destination = .onboarding
    #expect(changes.values == ["path", "destination"])
  }

  @Test func aChildFlowReportsItsCompletionToItsParent() {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.flow.destination = .onboarding
    let onboarding = app.flow.destinationScreen as? OnboardingFlow
    #expect(onboarding != nil)

    onboarding?.welcome.send(.continueTapped)
    #expect(onboarding?.flow.path == [.terms])
    (onboarding?.flow.screen(at: 0) as? Store<Step>)?.send(.continueTapped)

    #expect(app.completions == [.finished])
    #expect(app.flow.destination == nil)
    #expect(app.flow.destinationScreen == nil)
  }

  @Test func aDeepLinkBuildsTheStack() throws {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    try app.flow.open(URL(string: "app://download/42")!, with: AppLinks())
    #expect(app.flow.path == [.users, .download(id: 42)])
    #expect((app.flow.screen(at: 1) as? Store<Download>) != nil)
  }

  @Test(arguments: [
    ("web://download/1", DeepLinkError.unsupportedScheme("web")),
    ("app://download/abc", .malformed("app://download/abc")),
    ("app://nowhere", .unknownRoute("app://nowhere")),
  ])
  func aBadDeepLinkFailsTypedAndLeavesNavigationUnchanged(link: String, expected: DeepLinkError) {
    let app = TestAppFlow(clock: clock, service: MockUserService())
    app.flow.push(.users)
    let before = app.flow.screen(at: 0)
    #expect(throws: expected) {
      try app.flow.open(URL(string: link)!, with: AppLinks())
    }
    #expect(app.flow.path == [.users])
    #expect(app.flow.screen(at: 0) === before)
  }
}
