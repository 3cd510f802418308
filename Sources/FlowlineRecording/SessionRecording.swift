import Flowline

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A session recorded by a ``SessionRecorder``, read back to be replayed as a test.
///
/// A recording is a text file of JSON lines: a header naming the format and its version, then
/// one line per step, in the order they happened:
///
/// - **inputs**, which replay drives: each view event with the screen it went to (a root
///   store by its feature's name, or the route or destination the flow shows it for), and each
///   input the app received outside its screens (going back, opening a link), each with the
///   clock's reading when it happened;
/// - **answers from outside**, which replay stands in for the live services: what each call
///   of a recorded dependency returned or threw, and when it started and ended;
/// - **outcomes**, which replay compares: before each input, what the screen it went to
///   rendered (its view state, one line per value: in full the first time, then only the
///   lines that changed since that screen's last input) and the navigation state; and each
///   screen event and navigation change in between.
///
/// Nothing sensitive is written: `Sensitive` values in events and answers are written as a
/// redaction marker (a string's length stays, as its masked field shows it), and view states
/// are written as `Sensitive` describes itself, redacted.
public struct SessionRecording: Sendable {
  /// The format version this library writes and reads.
  public static let formatVersion = 1

  /// The format version the recording was written in.
  public let version: Int
  /// The name the app gave the recorder.
  public let app: String
  /// Whether the recording was cut short: at its size limit (its later steps were not
  /// written), or in the middle of its last line (the app was killed while writing it).
  public let isCut: Bool
  /// Why the recording was cut short, in words; `nil` when it was not.
  public let cutReason: String?
  /// The steps, in order.
  package let steps: [SessionStep]

  /// Reads a recording.
  ///
  /// - Parameter data: The recording's bytes, as a ``SessionRecorder`` wrote them.
  /// - Throws: ``SessionRecordingError`` naming what does not decode: not a recording, a
  ///   version this library cannot read, or the line of a step that is damaged.
  public init(data: Data) throws(SessionRecordingError) {
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
    guard let first = lines.popFirst(),
      let header = try? JSONDecoder().decode(SessionHeader.self, from: Data(first.utf8)),
      header.format == SessionHeader.formatName
    else {
      throw .notARecording
    }
    guard header.version == Self.formatVersion else {
      throw .unsupportedVersion(header.version, supported: Self.formatVersion)
    }
    var steps: [SessionStep] = []
    var cutReason: String?
    let lastOffset = lines.count - 1
    for (offset, line) in lines.enumerated() {
      let step: SessionStep
      do {
        step = try JSONDecoder().decode(SessionStep.self, from: Data(line.utf8))
      } catch {
        // A last line cut short (the app was killed while writing it): the steps before it
        // are the session's, and it ends there.
        if offset == lastOffset, !text.hasSuffix("\n") {
          cutReason = "its last line is unfinished (the app was killed while writing it)"
          break
        }
        throw .damagedStep(line: offset + 2, reason: String(describing: error))
      }
      if let cut = step.cut {
        cutReason = cut
        break
      }
      steps.append(step)
    }
    self.version = header.version
    self.app = header.app
    self.isCut = cutReason != nil
    self.cutReason = cutReason
    self.steps = steps
  }

  /// Reads a recording from a file.
  ///
  /// - Parameter url: The file a ``SessionRecorder`` wrote.
  /// - Throws: ``SessionRecordingError``.
  public init(contentsOf url: URL) throws(SessionRecordingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(String(describing: error))
    }
    try self.init(data: data)
  }

  /// How many inputs (view events and app inputs) the recording replays.
  public var inputCount: Int { steps.count(where: { $0.event != nil || $0.input != nil }) }
}

/// Why a recording cannot be read or replayed.
public enum SessionRecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(String)
  /// The bytes are not a Flowline session recording.
  case notARecording
  /// The recording's format version is not one this library reads.
  case unsupportedVersion(Int, supported: Int)
  /// A step's line does not decode.
  case damagedStep(line: Int, reason: String)
  /// A recorded view event no longer decodes as the event type of the screen it went to (the
  /// event was renamed or its payload changed).
  case eventNoLongerDecodes(step: Int, screen: String, type: String, reason: String)
  /// A recorded route or destination no longer decodes as the flow's type.
  case placeNoLongerDecodes(step: Int, reason: String)

  /// What went wrong, in words.
  public var description: String {
    switch self {
    case .unreadable(let reason):
      "The recording could not be read: \(reason)"
    case .notARecording:
      "This is not a Flowline session recording (its first line is not a header)."
    case .unsupportedVersion(let version, let supported):
      "The recording is in format version \(version); this version of Flowline reads version "
        + "\(supported). Record the session again."
    case .damagedStep(let line, let reason):
      "Line \(line) of the recording is damaged: \(reason)"
    case .eventNoLongerDecodes(let step, let screen, let type, let reason):
      "Step \(step): the event recorded for \(screen) no longer decodes as \(type): \(reason)"
    case .placeNoLongerDecodes(let step, let reason):
      "Step \(step): the recorded route or destination no longer decodes: \(reason)"
    }
  }
}

/// The first line of a recording.
struct SessionHeader: Codable {
  static let formatName = "flowline-session"
  var format = formatName
  var version = SessionRecording.formatVersion
  var app: String
}

/// Where a recorded event went: a root store by its feature's name, or the route or the
/// destination a flow shows the store for.
package struct ScreenAddress: Codable, Hashable, Sendable {
  package var root: String?
  package var route: JSONValue?
  package var destination: JSONValue?

  package init(root: String? = nil, route: JSONValue? = nil, destination: JSONValue? = nil) {
    self.root = root
    self.route = route
    self.destination = destination
  }

  /// How a root store is named: its feature's name, and `#2`, `#3`… for the second and later
  /// roots of one feature (two tabs of one list), counted in `seen`.
  package static func rootName(_ feature: String, _ seen: inout [String: Int]) -> String {
    let count = seen[feature, default: 0] + 1
    seen[feature] = count
    return count == 1 ? feature : "\(feature)#\(count)"
  }
}

/// One line of a recording; exactly one of `event`, `input`, `answer`, `screenEvent`,
/// `navigated`, `end` or `cut` says what it is.
package struct SessionStep: Codable, Equatable, Sendable {
  /// Seconds since the session started, by the recorder's clock.
  package var at: Double
  /// The screen an event went to, a screen event came from, or (for inputs and the end) the
  /// screen shown.
  package var screen: ScreenAddress?
  /// A view event, as JSON.
  package var event: JSONValue?
  /// The name of an input the app received outside its screens.
  package var input: String?
  /// The input's payload, as JSON.
  package var payload: JSONValue?
  /// What `screen` rendered just before the input, one line per value, written the first
  /// time an input names the screen and at the end.
  package var view: [String]?
  /// How what `screen` rendered changed since the last input that named it: lines added
  /// (`+ …`) and removed (`- …`); `nil` when nothing changed.
  package var viewChanges: [String]?
  /// The navigation state just before the input (or after a navigation change), as JSON.
  package var navigation: JSONValue?
  /// The name of the outside call whose answer this is.
  package var answer: String?
  /// When the answered call started, in seconds since the session started.
  package var started: Double?
  /// The answer's value, as JSON.
  package var value: JSONValue?
  /// The answer's error, in words (`String(describing:)`).
  package var error: String?
  /// The answer's error in the words it meant for the user (`LocalizedError`), if any.
  package var errorDescription: String?
  /// Whether the answered call was synchronous (``SessionAnswers/answerNow(_:_:)``): replay
  /// cannot make it take its time.
  package var answerIsSynchronous: Bool?
  /// A screen event the screen reported, described.
  package var screenEvent: String?
  /// Whether this step is a navigation change.
  package var navigated: Bool?
  /// Whether this is the session's last step.
  package var end: Bool?
  /// Why the recording stops here (its size limit).
  package var cut: String?

  package init(at: Double) {
    self.at = at
  }
}
