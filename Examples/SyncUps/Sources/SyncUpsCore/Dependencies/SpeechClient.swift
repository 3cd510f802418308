package import Flowline

/// What the speech-recognition service lets the app do.
package enum SpeechAuthorization: Equatable, Sendable {
  case notDetermined
  case denied
  case restricted
  case authorized
}

/// A failure of live transcription.
package struct TranscriptionError: Error, Equatable, Sendable {
  package init() {}
}

/// The speech-recognition service: its authorization, and a meeting's transcript as it is heard.
package struct SpeechClient: Sendable {
  /// Asks for authorization when it was never asked, and returns the answer.
  package var requestAuthorization: @Sendable () async -> SpeechAuthorization
  /// The transcript so far, each time it grows; throws when transcription fails.
  package var transcripts: @Sendable () -> AsyncThrowingStream<String, any Error>

  package init(
    requestAuthorization: @escaping @Sendable () async -> SpeechAuthorization,
    transcripts: @escaping @Sendable () -> AsyncThrowingStream<String, any Error>
  ) {
    self.requestAuthorization = requestAuthorization
    self.transcripts = transcripts
  }

  /// A service that is not available on this device (the live value where there is no Speech
  /// framework, as on Linux).
  package static let restricted = Self(
    requestAuthorization: { .restricted },
    transcripts: { AsyncThrowingStream { $0.finish(throwing: TranscriptionError()) } })

  /// An authorized service whose transcript grows by a word each time, then ends (previews).
  package static let preview = Self(
    requestAuthorization: { .authorized },
    transcripts: {
      AsyncThrowingStream { continuation in
        var transcript = ""
        for word in ["Yesterday", "I", "shipped", "the", "sync-ups", "example."] {
          transcript += transcript.isEmpty ? word : " \(word)"
          continuation.yield(transcript)
        }
        continuation.finish()
      }
    })
}

/// The speech-recognition service. The live value is ``SpeechClient/live`` (`SFSpeechRecognizer`
/// on the microphone) where the Speech framework exists, and ``SpeechClient/restricted``
/// elsewhere (Linux). No test value: each test says which outcome it checks.
package enum SpeechClientKey: DependencyKey {
  #if canImport(Speech) && canImport(AVFoundation)
    package static let liveValue = SpeechClient.live
  #else
    package static let liveValue = SpeechClient.restricted
  #endif
  package static let previewValue = SpeechClient.preview
}

/// Opens the system's settings for this app (to grant speech recognition). The live value is
/// ``openSystemSettings()``. No test value: each test says what it expects.
package enum OpenSettingsKey: DependencyKey {
  package static let liveValue: @Sendable () async -> Void = { await openSystemSettings() }
  package static let previewValue: @Sendable () async -> Void = {}
}

extension DependencyValues {
  /// The speech-recognition service. See ``SpeechClientKey``.
  package var speech: SpeechClient {
    get { self[SpeechClientKey.self] }
    set { self[SpeechClientKey.self] = newValue }
  }

  /// Opens the app's settings. See ``OpenSettingsKey``.
  package var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}
