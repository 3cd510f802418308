// An interface of the Speech API that the SyncUps example's live speech client uses, so that
// `scripts/check-swiftui-glue.sh` can type-check its `#if canImport(Speech)` code on Linux.
// Compiled as its own module, `Speech`, against the `AVFoundation` interface beside it.
//
// Signatures follow Apple's documentation (developer.apple.com/documentation/speech). Classes
// carry no `Sendable` conformance, as documented. Where a handler is documented without
// `@Sendable` (the system calls it on a queue of its choosing), it is declared `@Sendable` here:
// the stricter of the two, so glue that type-checks here also does against an SDK that marks it
// either way. The authorization status is an Objective-C enum that may gain cases: compiled with
// library evolution, a switch over it needs `@unknown default` here too. Bodies are
// placeholders: this module is type-checked against, never run. Only what the glue uses is
// declared.

public import AVFoundation

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case denied = 1
  case restricted = 2
  case authorized = 3
}

open class SFSpeechRecognizer {
  init(_placeholder: Void) {}
  public convenience init?() { self.init(_placeholder: ()) }
  open class func requestAuthorization(
    _ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void
  ) {}
  open var isAvailable: Bool { fatalError() }
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest,
    resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void
  ) -> SFSpeechRecognitionTask { fatalError() }
}

open class SFSpeechRecognitionRequest {
  open var shouldReportPartialResults: Bool {
    get { fatalError() }
    set {}
  }
}

open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
  public override init() {}
  open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}
  open func endAudio() {}
}

open class SFSpeechRecognitionTask {
  open func cancel() {}
  open func finish() {}
}

open class SFSpeechRecognitionResult {
  open var bestTranscription: SFTranscription { fatalError() }
  open var isFinal: Bool { fatalError() }
}

open class SFTranscription {
  open var formattedString: String { fatalError() }
}
