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

/// The app on test dependencies, with the sync-ups `persistence` loads.
@MainActor
func makeApp(
  _ persistence: any SharedPersistence<[SyncUp]> = InMemoryPersistence([standUp]),
  speech: SpeechAuthorization = .restricted
) -> AppFlow {
  let dependencies = DependencyValues.test { values in
    values.syncUpsPersistence = persistence
    values.clock = TestClock()
    values.uuid = .incrementing()
    values.speech = SpeechScript(speech).client
    values.now = { meetingDate }
    values.openSettings = {}
  }
  return AppFlow(factory: FeatureFactory(dependencies: dependencies))
}

/// Lets effects run until `condition` holds, bounded in scheduler turns (not time).
///
/// - Returns: Whether the condition holds.
@MainActor
func settle(until condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
  return condition()
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

/// Counts calls to "open settings".
final class SettingsOpener: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var count = 0

  var calls: Int { lock.withLock { count } }

  var open: @Sendable () async -> Void {
    { [self] in lock.withLock { count += 1 } }
  }
}
