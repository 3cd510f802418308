#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Why saved navigation state could not be restored. The flow fell back to its root, and the
/// bytes are handed back in ``data`` so that nothing is silently lost.
public struct RestorationError: Error, Sendable, CustomStringConvertible {
  /// What was wrong with the data.
  public enum Reason: Sendable, Equatable {
    /// There were no bytes.
    case empty
    /// The bytes are not a saved navigation state (corrupt, truncated, or of another format).
    case corrupt(String)
    /// The state was saved by a format version this app cannot read, and no migration handled it.
    case unsupportedVersion(found: Int, supported: Int)
  }

  /// What was wrong.
  public let reason: Reason
  /// The bytes that could not be restored, to keep, report or retry with a migration.
  public let data: Data

  /// A readable explanation.
  public var description: String {
    switch reason {
    case .empty:
      "No saved navigation state: starting at the root."
    case .corrupt(let detail):
      "The saved navigation state (\(data.count) bytes) is unreadable: \(detail). Starting at the root."
    case .unsupportedVersion(let found, let supported):
      "The saved navigation state has format version \(found); this app reads version \(supported). Starting at the root."
    }
  }
}

/// The saved form: a format version around the navigation state, so that a later app version
/// can tell old data from corrupt data.
private struct SavedNavigation<State: Codable>: Codable {
  var version: Int
  var state: State
}

/// Just the version of a saved navigation state.
private struct SavedVersion: Decodable {
  var version: Int
}

extension Flow {
  /// Encodes the navigation state (the stack and the destination) for saving.
  ///
  /// - Parameter version: The format version of `Route` and `Destination`; bump it when their
  ///   encoding changes incompatibly.
  /// - Returns: The encoded state.
  /// - Throws: An `EncodingError` if a route cannot be encoded.
  public func encodedNavigationState(version: Int = 1) throws -> Data {
    try JSONEncoder().encode(SavedNavigation(version: version, state: navigationState))
  }

  /// Restores a navigation state saved by ``encodedNavigationState(version:)``.
  ///
  /// Never crashes on bad input. Empty, corrupt, truncated or unknown-version data leaves the
  /// flow at its root and throws a ``RestorationError`` that carries the bytes back.
  ///
  /// - Parameters:
  ///   - data: The saved bytes.
  ///   - version: The format version this app writes and reads.
  ///   - migrate: Turns data saved with an older version into a state, or returns `nil` when it
  ///     cannot.
  /// - Throws: ``RestorationError`` when the data cannot be restored.
  public func restore(
    from data: Data,
    version: Int = 1,
    migrate: ((_ version: Int, _ data: Data) -> NavigationState<Route, Destination>?)? = nil
  ) throws(RestorationError) {
    do {
      let state = try Self.decodeNavigationState(from: data, version: version, migrate: migrate)
      navigationState = state
    } catch {
      navigationState = NavigationState()
      throw error
    }
  }

  /// Decodes a saved navigation state without applying it.
  ///
  /// - Parameters:
  ///   - data: The saved bytes.
  ///   - version: The format version this app reads.
  ///   - migrate: Turns data of another version into a state, or returns `nil`.
  /// - Returns: The decoded state.
  /// - Throws: ``RestorationError`` when the data cannot be decoded.
  static func decodeNavigationState(
    from data: Data,
    version: Int = 1,
    migrate: ((_ version: Int, _ data: Data) -> NavigationState<Route, Destination>?)? = nil
  ) throws(RestorationError) -> NavigationState<Route, Destination> {
    guard !data.isEmpty else { throw RestorationError(reason: .empty, data: data) }
    let decoder = JSONDecoder()
    let found: Int
    do {
      found = try decoder.decode(SavedVersion.self, from: data).version
    } catch {
      throw RestorationError(reason: .corrupt(describe(error)), data: data)
    }
    guard found == version else {
      if let state = migrate?(found, data) { return state }
      throw RestorationError(
        reason: .unsupportedVersion(found: found, supported: version), data: data)
    }
    do {
      return try decoder.decode(
        SavedNavigation<NavigationState<Route, Destination>>.self, from: data
      ).state
    } catch {
      throw RestorationError(reason: .corrupt(describe(error)), data: data)
    }
  }
}

/// A short description of a decoding error: what failed and where.
private func describe(_ error: any Error) -> String {
  guard let error = error as? DecodingError else { return String(describing: error) }
  func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? "" : " at \(path.joined(separator: "."))"
  }
  switch error {
  case .dataCorrupted(let context): return "data corrupted\(path(context))"
  case .keyNotFound(let key, let context): return "missing '\(key.stringValue)'\(path(context))"
  case .typeMismatch(_, let context): return "type mismatch\(path(context))"
  case .valueNotFound(_, let context): return "missing value\(path(context))"
  @unknown default: return String(describing: error)
  }
}
