#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value that loads asynchronously: idle, loading, loaded, refreshing or failed.
///
/// It gives the view state one honest answer to "what do I show?", and keeps the previous value
/// while refreshing so a list doesn't blank out on pull-to-refresh:
///
/// ```swift
/// case .refreshPulled:
///   state.users.startLoading()           // .loaded(users) becomes .refreshing(users)
///   return .task { try await service.fetchUsers() } then: { .usersLoaded($0) }
/// case .usersLoaded(let result):
///   state.users.complete(with: result)           // .loaded(new users), or .failed keeping the old ones
///   return .none
/// ```
public enum Loadable<Value> {
  /// Nothing requested yet.
  case idle
  /// Loading, with nothing to show yet.
  case loading
  /// Loaded.
  case loaded(Value)
  /// Loading again, showing the previous value meanwhile.
  case refreshing(Value)
  /// The last load failed; `previous` is the value shown before it, if any.
  case failed(LoadingError, previous: Value?)

  /// Whether a load is in flight (``loading`` or ``refreshing(_:)``).
  public var isLoading: Bool {
    switch self {
    case .loading, .refreshing: true
    case .idle, .loaded, .failed: false
    }
  }

  /// Whether a load is in flight while a previous value is shown.
  public var isRefreshing: Bool {
    if case .refreshing = self { return true }
    return false
  }

  /// The value to show: the loaded one, the one kept while refreshing, or the one shown before a
  /// failure.
  public var value: Value? {
    switch self {
    case .loaded(let value), .refreshing(let value): value
    case .failed(_, let previous): previous
    case .idle, .loading: nil
    }
  }

  /// The failure of the last load, if it failed.
  public var error: LoadingError? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// Starts a load: ``refreshing(_:)`` when there is a value to keep showing, else ``loading``.
  public mutating func startLoading() {
    if let value {
      self = .refreshing(value)
    } else {
      self = .loading
    }
  }

  /// Ends a load with its result: ``loaded(_:)``, or ``failed(_:previous:)`` keeping the value
  /// shown before.
  ///
  /// Any error type will do: a ``LoadingError`` is kept as it is, another error becomes one
  /// with its user-facing message (``LoadingError/init(_:)``), so a `Result<_, LoadingError>`
  /// carried by an action goes in without a `mapError`:
  ///
  /// ```swift
  /// case .itemsResponse(let result):
  ///   state.items.complete(with: result)
  /// ```
  ///
  /// - Parameter result: The load's result.
  public mutating func complete<Failure: Error>(with result: Result<Value, Failure>) {
    switch result {
    case .success(let value):
      self = .loaded(value)
    case .failure(let error):
      self = .failed(LoadingError(error), previous: value)
    }
  }

  /// Transforms the value, keeping the loading phase.
  ///
  /// - Parameter transform: Maps the value.
  /// - Returns: A loadable of the transformed value, in the same phase.
  public func map<T>(_ transform: (Value) throws -> T) rethrows -> Loadable<T> {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let value): .loaded(try transform(value))
    case .refreshing(let value): .refreshing(try transform(value))
    case .failed(let error, let previous): .failed(error, previous: try previous.map(transform))
    }
  }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}
extension Loadable: Sendable where Value: Sendable {}

/// Why a ``Loadable`` failed: a message to show, comparable so that states stay `Equatable`.
public struct LoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A message fit to show the user.
  public var message: String

  /// Creates a failure with a message.
  ///
  /// - Parameter message: What to show.
  public init(message: String) {
    self.message = message
  }

  /// Creates a failure from an error, in the words meant for the user: its own message when it
  /// is a `LoadingError`, its `errorDescription` when it is a `LocalizedError` that gives one,
  /// else its description.
  ///
  /// - Parameter error: The error to describe.
  public init(_ error: any Error) {
    if let error = error as? LoadingError {
      self = error
    } else if let localized = error as? any LocalizedError,
      let description = localized.errorDescription
    {
      self.message = description
    } else {
      self.message = String(describing: error)
    }
  }

  /// The message.
  public var description: String { message }
}
