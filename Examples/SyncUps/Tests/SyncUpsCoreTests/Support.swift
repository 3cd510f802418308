import Flowline
import FlowlineTesting
import Foundation

@testable import SyncUpsCore

/// The date every recorded meeting gets in tests.
let meetingDate = Date(timeIntervalSince1970: 1_800_000_000)

/// A sync-up of two attendees sharing four seconds: each speaks for two.
let standUp = SyncUp(
  id: UUID(500),
  attendees: [Attendee(id: UUID(501), name: "Ann"), Attendee(id: UUID(502), name: "Bea")],
  duration: .seconds(4), theme: .teal, title: "Stand-up")

/// The app on test dependencies, with the sync-ups `persistence` loads and its timers on
/// `clock`.
@MainActor
func makeApp(
  _ persistence: any SharedPersistence<[SyncUp]> = InMemoryPersistence([standUp]),
  speech: SpeechScript = SpeechScript(.restricted),
  clock: ManualClock = ManualClock(),
  openSettings: @escaping @Sendable () async -> Void = {}
) -> AppFlow {
  let dependencies = DependencyValues.test { values in
    values.syncUpsPersistence = persistence
    values.clock = clock
    values.uuid = .incrementing()
    values.speech = speech.client
    values.now = { meetingDate }
    values.openSettings = openSettings
  }
  return AppFlow(factory: FeatureFactory(dependencies: dependencies))
}

/// The app on test dependencies under an app harness: the harness's clock is the app's, it
/// follows the list and every screen the flow builds, and the saved sync-ups as "syncUps".
///
/// - Returns: The app and its harness, which the test ends with `await harness.finish()`.
@MainActor
func makeAppHarness(
  _ persistence: any SharedPersistence<[SyncUp]> = InMemoryPersistence([standUp]),
  speech: SpeechScript = SpeechScript(.restricted),
  openSettings: @escaping @Sendable () async -> Void = {},
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> (AppFlow, AppHarness<Route, Destination>) {
  let clock = ManualClock()
  let app = makeApp(persistence, speech: speech, clock: clock, openSettings: openSettings)
  let harness = AppHarness(
    flow: app.flow, roots: [app.list], clock: clock, fileID: fileID, filePath: filePath,
    line: line, column: column)
  harness.track(app.syncUps, as: "syncUps")
  return (app, harness)
}

/// Taps a sync-up's row on the list, and the flow pushes its detail.
///
/// - Returns: The detail's screen.
@MainActor
func openDetail(
  of id: SyncUp.ID, in app: AppFlow, on harness: AppHarness<Route, Destination>
) async -> AppHarness<Route, Destination>.Screen<SyncUpDetail> {
  let list = harness.screen(app.list)
  await list.send(.rowTapped(id))
  await list.receiveScreenEvent(.syncUpSelected(id))
  await harness.receiveNavigation { $0.path.append(.detail(id)) }
  return harness.screen(.detail(id), SyncUpDetail.self)
}

/// A speech service whose authorization is fixed and whose transcript the test feeds.
struct SpeechScript: Sendable {
  let status: SpeechAuthorization
  let stream: AsyncThrowingStream<String, any Error>
  let transcript: AsyncThrowingStream<String, any Error>.Continuation

  init(_ status: SpeechAuthorization) {
    self.status = status
    (stream, transcript) = AsyncThrowingStream.makeStream(of: String.self)
  }

  var client: SpeechClient {
    SpeechClient(
      requestAuthorization: { [status] in status }, transcripts: { [stream] in stream })
  }
}
