// An interface of the AVFoundation (AVFAudio) API that the SyncUps example's live speech client
// uses, so that `scripts/check-swiftui-glue.sh` can type-check its `#if canImport(AVFoundation)`
// code on Linux. Compiled as its own module, `AVFoundation`.
//
// Signatures follow Apple's documentation (developer.apple.com/documentation/avfaudio). Classes
// carry no `Sendable` conformance, as documented. Where a closure parameter is documented
// without `@Sendable`, it is declared `@Sendable` here: the stricter of the two, so glue that
// type-checks here also does against an SDK that marks it either way. Bodies are placeholders:
// this module is type-checked against, never run. Only what the glue uses is declared.

public typealias AVAudioNodeBus = Int
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioChannelCount = UInt32

open class AVAudioFormat {
  open var sampleRate: Double { fatalError() }
  open var channelCount: AVAudioChannelCount { fatalError() }
}

open class AVAudioTime {}

open class AVAudioBuffer {}

open class AVAudioPCMBuffer: AVAudioBuffer {}

/// Documented as `(AVAudioPCMBuffer, AVAudioTime) -> Void`, called on a thread other than the
/// main thread; declared `@Sendable` here (see the header).
public typealias AVAudioNodeTapBlock = @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void

open class AVAudioNode {
  open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { fatalError() }
  open func installTap(
    onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
    block tapBlock: @escaping AVAudioNodeTapBlock
  ) {}
  open func removeTap(onBus bus: AVAudioNodeBus) {}
}

open class AVAudioIONode: AVAudioNode {}

open class AVAudioInputNode: AVAudioIONode {}

open class AVAudioEngine {
  public init() {}
  open var inputNode: AVAudioInputNode { fatalError() }
  open var isRunning: Bool { fatalError() }
  open func prepare() {}
  open func start() throws {}
  open func stop() {}
}

// AVAudioSession exists on iOS, iPadOS, Mac Catalyst, tvOS, visionOS and watchOS, not on macOS.
open class AVAudioSession {
  open class func sharedInstance() -> AVAudioSession { fatalError() }

  public struct Category: Hashable, Sendable {
    public static let record = Self()
  }

  public struct Mode: Hashable, Sendable {
    public static let measurement = Self()
  }

  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let duckOthers = Self(rawValue: 2)
  }

  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = Self(rawValue: 1)
  }

  open func setCategory(
    _ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
    options: AVAudioSession.CategoryOptions = []
  ) throws {}
  open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws {}
}
