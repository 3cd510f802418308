import FilmCatalogCore
import Flowline
import FlowlineRecording
import FlowlineTesting
import Foundation
import Testing

/// Real sessions of the terminal app, recorded with `film-catalog --record FILE`, replayed
/// against the current code: the same keys reach the same screens at the same moments, the
/// recorded database answers stand in for SQLite, and a screen that renders something else
/// than it did in the session fails, naming the step and the screen.
@MainActor
@Suite struct RecordedSessionTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings")

  /// Every committed recording.
  nonisolated static let recordings: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".jsonl") }.sorted()

  /// Replays a recording on the app as `AppFlow.assemble` wires it, with every service
  /// unreachable: each answer comes from the recording.
  static func replay(_ recording: SessionRecording) async throws {
    let replay = SessionReplay(recording)
    let clock = ManualClock()
    let app = AppFlow.assemble(
      .unreachable, answers: replay.answers(on: clock),
      dependencies: DependencyValues.test { $0.clock = clock })
    let harness = AppHarness(
      flow: app.flow, roots: [app.login], clock: clock, exhaustivity: .off)
    do {
      try await replay.run(on: harness) { input in
        app.perform(input.name, link: input.payload(as: URL.self))
      }
    } catch {
      await harness.finish()
      throw error
    }
    await harness.finish()
  }

  @Test func thereAreRecordingsToReplay() {
    #expect(Self.recordings.count >= 2)
  }

  @Test(arguments: recordings)
  func aRecordedSessionReplaysAgainstTheCurrentCode(_ name: String) async throws {
    let recording = try SessionRecording(contentsOf: Self.directory.appendingPathComponent(name))
    #expect(recording.app == "FilmCatalog")
    #expect(!recording.isCut)
    try await Self.replay(recording)
  }

  @Test func aScreenThatRendersSomethingElseFailsNamingTheStepAndTheScreen() async throws {
    // As if the film screen's watchlist count had been off by one in the recorded session.
    let url = Self.directory.appendingPathComponent(
      "login-search-favourite-watchlist-filter-link.jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
      .replacingOccurrences(of: "+ watchlistCount: 1", with: "+ watchlistCount: 2")
    try await withKnownIssue {
      try await Self.replay(SessionRecording(data: Data(text.utf8)))
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("The replay diverged") && text.contains("Step ")
        && text.contains(#"the screen of route {"film":"#)
        && text.contains("− watchlistCount: 2") && text.contains("+ watchlistCount: 1")
    }
  }

  @Test func aRecordingNeverHoldsThePasswordOrTheToken() throws {
    for name in Self.recordings {
      let text = try String(
        contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
      #expect(
        !text.contains("\"\(DemoAuthenticator.password)\""), "\(name) holds the demo password")
      #expect(text.contains(#""redacted":true"#), "\(name) has no redacted value")
    }
  }
}
