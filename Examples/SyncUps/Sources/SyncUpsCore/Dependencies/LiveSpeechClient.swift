#if canImport(Speech) && canImport(AVFoundation)
  import AVFoundation
  import Foundation
  import Speech

  extension SpeechClient {
    /// The recognizer-backed service on Apple platforms (``SpeechClientKey``'s live value there).
    ///
    /// Authorization asks `SFSpeechRecognizer`; the transcript is the microphone, tapped on
    /// `AVAudioEngine`'s input node, fed to an `SFSpeechAudioBufferRecognitionRequest` with
    /// partial results: each result's best transcription is the transcript so far. The stream
    /// ends when the recognizer's result is final, throws when recognition fails, and, when its
    /// consumer stops (the meeting ends, its effect is cancelled), stops the engine, removes the
    /// tap and cancels the recognition.
    ///
    /// The system ends an app that asks for speech recognition or the microphone without saying
    /// why in its `Info.plist` (`NSSpeechRecognitionUsageDescription`,
    /// `NSMicrophoneUsageDescription`): without both, as in a bare `swift run` binary, this
    /// service answers "restricted" instead of asking.
    package static let live = Self(
      requestAuthorization: {
        guard LiveTranscription.usageDescriptionsArePresent else { return .restricted }
        return await withCheckedContinuation { continuation in
          SFSpeechRecognizer.requestAuthorization { status in
            continuation.resume(returning: SpeechAuthorization(status))
          }
        }
      },
      transcripts: {
        AsyncThrowingStream { continuation in
          let transcription = LiveTranscription(continuation)
          continuation.onTermination = { _ in transcription.stop() }
          transcription.start()
        }
      })
  }

  extension SpeechAuthorization {
    /// The answer the recognizer gave; a status added later counts as "restricted".
    init(_ status: SFSpeechRecognizerAuthorizationStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .denied: self = .denied
      case .restricted: self = .restricted
      case .authorized: self = .authorized
      @unknown default: self = .restricted
      }
    }
  }

  /// One transcription: the engine, its input tap, the request it feeds and the recognition.
  ///
  /// Safety of `@unchecked Sendable`: `engine`, `request` and `continuation` are set once; the
  /// request is appended to from the tap's audio thread, as the Speech documentation does;
  /// `task`, `tapInstalled` and `stopped` are read and written only inside `lock.withLock`, and
  /// the engine is started and stopped only there, so a stop never races a start. Nothing
  /// inside the lock finishes the stream (finishing runs `onTermination`, which takes the lock).
  private final class LiveTranscription: @unchecked Sendable {
    private let continuation: AsyncThrowingStream<String, any Error>.Continuation
    private let engine = AVAudioEngine()
    private let request = SFSpeechAudioBufferRecognitionRequest()
    private let lock = NSLock()
    private var task: SFSpeechRecognitionTask?
    private var tapInstalled = false
    private var stopped = false

    /// Whether the app's `Info.plist` says why it asks for speech recognition and the
    /// microphone.
    static var usageDescriptionsArePresent: Bool {
      ["NSSpeechRecognitionUsageDescription", "NSMicrophoneUsageDescription"].allSatisfy {
        Bundle.main.object(forInfoDictionaryKey: $0) != nil
      }
    }

    init(_ continuation: AsyncThrowingStream<String, any Error>.Continuation) {
      self.continuation = continuation
    }

    /// Starts the microphone and the recognition; a failure to start ends the stream with it.
    ///
    /// Not isolated to an actor: the tap's block is formed here, so it carries no actor
    /// isolation that the audio thread calling it would violate.
    func start() {
      guard Self.usageDescriptionsArePresent, let recognizer = SFSpeechRecognizer(),
        recognizer.isAvailable
      else {
        continuation.finish(throwing: TranscriptionError())
        return
      }
      do {
        let started = try lock.withLock { try startAudio() }
        guard started else { return }
      } catch {
        continuation.finish(throwing: error)
        return
      }
      let task = recognizer.recognitionTask(with: request) { [weak self] result, error in
        self?.received(result, error)
      }
      let stoppedMeanwhile = lock.withLock {
        if !stopped { self.task = task }
        return stopped
      }
      if stoppedMeanwhile { task.cancel() }
    }

    /// Stops the microphone and cancels the recognition; later calls do nothing.
    func stop() {
      let task: SFSpeechRecognitionTask? = lock.withLock {
        guard !stopped else { return nil }
        stopped = true
        if tapInstalled {
          engine.stop()
          engine.inputNode.removeTap(onBus: 0)
          tapInstalled = false
        }
        request.endAudio()
        #if !os(macOS)
          try? AVAudioSession.sharedInstance().setActive(
            false, options: .notifyOthersOnDeactivation)
        #endif
        let task = self.task
        self.task = nil
        return task
      }
      task?.cancel()
    }

    /// Sets up the audio session (not on macOS, which has none), taps the input node and starts
    /// the engine; the system asks for the microphone the first time. Returns false when the
    /// stream was already stopped. Runs inside the lock.
    private func startAudio() throws -> Bool {
      guard !stopped else { return false }
      request.shouldReportPartialResults = true
      #if !os(macOS)
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.record, mode: .measurement, options: .duckOthers)
        try session.setActive(true, options: .notifyOthersOnDeactivation)
      #endif
      let input = engine.inputNode
      let format = input.outputFormat(forBus: 0)
      // No microphone (a Mac without one, a simulator without input): a tap in this format would
      // raise an Objective-C exception, which Swift cannot catch.
      guard format.sampleRate > 0, format.channelCount > 0 else { throw TranscriptionError() }
      input.installTap(onBus: 0, bufferSize: 1024, format: format) {
        [weak self] buffer, _ in
        self?.request.append(buffer)
      }
      tapInstalled = true
      engine.prepare()
      try engine.start()
      return true
    }

    /// A result or an error from the recognizer, on a queue of its choosing.
    private func received(_ result: SFSpeechRecognitionResult?, _ error: (any Error)?) {
      if let result {
        continuation.yield(result.bestTranscription.formattedString)
        if result.isFinal { continuation.finish() }
      } else {
        continuation.finish(throwing: error ?? TranscriptionError())
      }
    }
  }
#endif
