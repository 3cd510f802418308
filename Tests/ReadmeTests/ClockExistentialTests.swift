// This file imports Foundation on purpose: it gives `.milliseconds(300)` and `.seconds(1)` other
// meanings (Dispatch's), and Swift then failed to open a feature's `any Clock<Duration>` for
// `debounce` and `throttle`. Every app file imports Foundation or SwiftUI.
import Flowline
import FlowlineTesting
import Foundation
import Testing

/// The `debounce` doc comment's search, with the clock a factory reads from `ClockKey`.
struct ClockedSearch: Feature {
  enum CancelID { case search, refresh }
  struct DomainState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
    var refreshes = 0
  }
  enum DomainAction: Equatable, Sendable {
    case queryChanged(String)
    case resultsLoaded([String])
    case searchFailed, refresh, refreshed
  }

  let search: @Sendable (String) async throws -> [String]
  let clock: any Clock<Duration>

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { send in
        await send(.resultsLoaded(try await search(query)))
      } catch: { _, send in
        await send(.searchFailed)
      }
      .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .resultsLoaded(let results):
      state.results = results
      return .none
    case .searchFailed:
      return .none
    case .refresh:
      return .run { send in await send(.refreshed) }
        .throttle(id: CancelID.refresh, for: .seconds(1), clock: clock)
    case .refreshed:
      state.refreshes += 1
      return .none
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct ClockExistentialTests {
  @Test func debounceOnAnExistentialClockWaitsForQuiet() async {
    let harness = FeatureHarness(initialState: .init()) { dependencies in
      ClockedSearch(search: { ["\($0)!"] }, clock: dependencies.clock)
    }
    await harness.send(.queryChanged("a")) { $0.query = "a" }
    await harness.advance(by: .milliseconds(200))
    await harness.send(.queryChanged("ab")) { $0.query = "ab" }
    await harness.advance(by: .milliseconds(299))
    await harness.advance(by: .milliseconds(1))
    await harness.receive(.resultsLoaded(["ab!"])) { $0.results = ["ab!"] }
    await harness.finish()
  }

  @Test func throttleOnAnExistentialClockDropsWithinTheInterval() async {
    let harness = FeatureHarness(initialState: .init()) { dependencies in
      ClockedSearch(search: { _ in [] }, clock: dependencies.clock)
    }
    await harness.send(.refresh)
    await harness.receive(.refreshed) { $0.refreshes = 1 }
    await harness.send(.refresh)
    await harness.advance(by: .seconds(1))
    await harness.send(.refresh)
    await harness.receive(.refreshed) { $0.refreshes = 2 }
    await harness.finish()
  }
}
