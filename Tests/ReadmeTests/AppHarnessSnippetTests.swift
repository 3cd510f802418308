import Flowline
import FlowlineRecording
import FlowlineTesting
import Foundation
import Testing

// The README's and the DocC article "Testing the whole app"'s snippets, verbatim, around the
// README's `Search` feature and a small app that owns it.

/// Where the search app goes: a result's screen.
enum SearchRoute: Hashable, Codable, Sendable { case result(String) }

/// What a result's screen shows.
struct ResultDetail: Feature {
  struct DomainState: Equatable, Sendable { var title: String }
  enum DomainAction: Equatable, Sendable, Codable { case onAppear }
  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect { .none }
}

/// The search app's owner: it wires the screens (as a factory would) and turns the search's
/// screen event into a route.
@MainActor
final class SearchApp {
  let flow = Flow<SearchRoute, Never>()
  let search: Store<Search>

  init(clock: any Clock<Duration>, answers: any SessionAnswers = LiveAnswers()) {
    let lookUp: @Sendable (String) async -> [String] = { query in
      (try? await answers.answer("search(\(query))") { [query.capitalized] }) ?? []
    }
    // The store gets its handler as it is made; the flow it pushes on exists already.
    let flow = flow
    search = Store(initialState: .init(), feature: Search(search: lookUp, clock: clock)) {
      event in
      switch event {
      case .selected(let title): flow.push(.result(title))
      }
    }
    flow.screens = { route in
      switch route {
      case .result(let title): Store(initialState: .init(title: title), feature: ResultDetail())
      }
    }
  }
}

@MainActor
@Suite struct AppHarnessSnippetTests {
  // README, "Testing the whole app".
  @Test func openingAResultPushesItsScreen() async {
    let clock = ManualClock()
    let app = SearchApp(clock: clock)  // the app's own owner, wired as in the app
    let harness = AppHarness(flow: app.flow, roots: [app.search], clock: clock)

    let search = harness.screen(app.search)
    await search.send(.queryChanged("swift")) { $0.query = "swift" }
    await harness.advance(by: .milliseconds(300))  // the debounce, on the test clock
    await search.receive(.resultsLoaded(["Swift"])) { $0.results = ["Swift"] }
    await search.send(.resultTapped("Swift"))
    await search.receiveScreenEvent(.selected("Swift"))
    await harness.receiveNavigation { $0.path.append(.result("Swift")) }
    await harness.screen(.result("Swift"), ResultDetail.self).send(.onAppear)
    await harness.finish()  // fails on anything left: a change, an effect, unfinished work
  }

  @Test func aRecordedSessionReplays() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("search-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try await recordASession(to: url)
    try await theReportedSessionStillBehaves(recording: url)
  }

  /// A session as the app records it, driven by a harness on a test clock instead of a user.
  func recordASession(to url: URL) async throws {
    let clock = ManualClock()
    // README, "Recording a session".
    let recorder = try SessionRecorder(writingTo: url, app: "Search", clock: clock)
    let app = SearchApp(clock: clock, answers: recorder)
    recorder.follow(app.flow, roots: [app.search])
    // … and when the app quits:
    defer { recorder.close() }

    let harness = AppHarness(flow: app.flow, roots: [app.search], clock: clock, exhaustivity: .off)
    await harness.screen(app.search).send(.queryChanged("flow"))
    await harness.advance(by: .seconds(1))
    await harness.screen(app.search).send(.resultTapped("Flow"))
    await harness.finish()
  }

  // README, "Replaying it as a test".
  func theReportedSessionStillBehaves(recording: URL) async throws {
    let replay = try SessionReplay(contentsOf: recording)
    let clock = ManualClock()
    let app = SearchApp(clock: clock, answers: replay.answers(on: clock))
    let harness = AppHarness(
      flow: app.flow, roots: [app.search], clock: clock, exhaustivity: .off)
    try await replay.run(on: harness)
    await harness.finish()
  }
}
