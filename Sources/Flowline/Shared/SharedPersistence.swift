#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Where a ``Shared`` value is saved between launches.
///
/// Loading happens when the shared value is created, on the main actor (keep it quick: a small
/// file, a small table), and again off the main actor on each ``Shared/reload()``. Saving
/// happens after each change, off the main actor, one save at a time in the order of the
/// changes: an implementation may block or suspend for as long as its storage needs (a lock
/// held by another process, a slow disk) without freezing the UI.
public protocol SharedPersistence<Value>: Sendable {
  /// The saved value's type.
  associatedtype Value: Sendable

  /// Loads the saved value.
  ///
  /// - Returns: The value, or `nil` when nothing was saved yet.
  /// - Throws: When saved data exists but cannot be read.
  func load() throws -> Value?

  /// Saves a value that was changed from `previous`, replacing the saved one.
  ///
  /// A store of its own writes the whole value and ignores `previous`. A storage shared with
  /// other processes writes only what changed (the rows added and removed): rewriting the whole
  /// value from memory would erase what they wrote meanwhile.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - previous: The value this process last loaded or saved.
  /// - Throws: When the value cannot be saved.
  func save(_ value: Value, replacing previous: Value) async throws
}

/// A failure to load or save a shared value.
public struct SharedPersistenceError: Error, Sendable, CustomStringConvertible, Equatable {
  /// What was being done.
  public enum Operation: Sendable, Equatable {
    /// Loading the saved value.
    case load
    /// Saving a new value.
    case save
  }

  /// What was being done.
  public let operation: Operation
  /// The underlying error, described.
  public let message: String

  /// Creates a persistence failure.
  ///
  /// - Parameters:
  ///   - operation: What was being done.
  ///   - error: The underlying error.
  init(operation: Operation, error: any Error) {
    self.operation = operation
    self.message = String(describing: error)
  }

  /// A readable explanation.
  public var description: String {
    "Could not \(operation == .load ? "load" : "save") the shared value: \(message)"
  }
}

/// Keeps the saved value in memory, for tests and previews.
///
/// Copies share one storage, so a second ``Shared`` created with a copy loads what the first
/// saved, as after a relaunch.
///
/// ```swift
/// let saved = InMemoryPersistence(["Ann"])
/// let relaunched = Shared<[String]>([], persistence: saved)
/// ```
public struct InMemoryPersistence<Value: Sendable>: SharedPersistence {
  private let box: Box

  /// Creates an empty in-memory store, or one holding `value`.
  ///
  /// - Parameter value: The value to start with, as if saved earlier.
  public init(_ value: Value? = nil) {
    box = Box(value)
  }

  /// The saved value.
  public func load() throws -> Value? { box.value }

  /// Replaces the saved value.
  ///
  /// - Parameters:
  ///   - value: The value to keep.
  ///   - previous: Ignored: the whole value is kept.
  public func save(_ value: Value, replacing previous: Value) throws { box.value = value }

  /// The saved value, guarded by a lock.
  ///
  /// Safety of `@unchecked Sendable`: `stored` is read and written only while holding `lock`.
  private final class Box: @unchecked Sendable {
    private let lock = Lock()
    private var stored: Value?

    init(_ value: Value?) { stored = value }

    var value: Value? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }
}

/// Saves the value as JSON in a file, atomically: a crash mid-save leaves the previous file.
///
/// A file that exists but cannot be decoded is moved aside (to `<name>.unreadable-<n>`) before
/// the error is reported, so the next save never overwrites data someone may want back.
public struct JSONFilePersistence<Value: Codable & Sendable>: SharedPersistence {
  /// The file the value is saved in.
  let url: URL

  /// Creates a persistence that saves to `url`, creating its directory when saving.
  ///
  /// - Parameter url: The file.
  public init(url: URL) {
    self.url = url
  }

  /// Reads and decodes the file.
  ///
  /// - Returns: The value, or `nil` when the file does not exist.
  /// - Throws: When the file exists but cannot be read or decoded (after moving it aside).
  public func load() throws -> Value? {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw error
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      let aside = try moveAside()
      throw UnreadableFileError(url: url, movedTo: aside, underlying: String(describing: error))
    }
  }

  /// Encodes the value and writes it atomically.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - previous: Ignored: the whole file is rewritten.
  public func save(_ value: Value, replacing previous: Value) throws {
    let data = try JSONEncoder().encode(value)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  private func moveAside() throws -> URL {
    var attempt = 1
    var destination = url.appendingPathExtension("unreadable-\(attempt)")
    while FileManager.default.fileExists(atPath: destination.path) {
      attempt += 1
      destination = url.appendingPathExtension("unreadable-\(attempt)")
    }
    try FileManager.default.moveItem(at: url, to: destination)
    return destination
  }
}

/// A saved file that could not be decoded; it was moved aside, not deleted.
struct UnreadableFileError: Error, Sendable, CustomStringConvertible {
  /// The file that could not be decoded.
  let url: URL
  /// Where the unreadable file was moved.
  let movedTo: URL
  /// Why it could not be decoded.
  let underlying: String

  /// A readable explanation.
  var description: String {
    "\(url.lastPathComponent) could not be decoded (\(underlying)); it was kept as \(movedTo.lastPathComponent)."
  }
}
