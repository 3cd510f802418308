public import Observation

/// A small value shared by several screens (a watchlist, a cart), observable, with one owner.
///
/// Seed 004's `WatchlistStore`, scoped: a feature sees only the shared values its factory gives
/// it, and changes them through its own actions and effects, never from its view:
///
/// ```swift
/// struct FilmDetail: Feature {
///   let watchlist: Shared<Watchlist>
///
///   func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
///     switch action {
///     case .onAppear:   // follow the shared value for as long as the screen is shown
///       return .observe(watchlist) { .watchlistChanged($0) }
///     case .addTapped:
///       return .run { [film = state.film] _ in
///         await watchlist.update { $0.add(film) }
///       }
///     case .watchlistChanged(let list):
///       state.isInWatchlist = list.contains(state.film.id)
///       return .none
///     }
///   }
/// }
/// ```
///
/// A ``SharedPersistence`` saves each change and loads the value when the shared value is
/// created; a failure never loses the value in memory, and is reported in ``persistenceError``.
@MainActor
public final class Shared<Value: Equatable & Sendable>: Observable {
  private let registrar = ObservationRegistrar()
  private var storage: Value
  private var persistenceErrorStorage: SharedPersistenceError?
  private let persistence: (any SharedPersistence<Value>)?
  private var observers: [Int: AsyncStream<Value>.Continuation] = [:]
  private var nextObserver = 0

  /// Creates a shared value, loading it from `persistence` when one is given.
  ///
  /// When loading fails, the shared value starts from `initialValue` and the failure is kept in
  /// ``persistenceError``; the persistence decides what happens to the unreadable data (the
  /// file strategy moves it aside instead of overwriting it).
  ///
  /// - Parameters:
  ///   - initialValue: The value when nothing was saved, or when loading failed.
  ///   - persistence: Where the value is saved, if anywhere.
  public init(_ initialValue: Value, persistence: (any SharedPersistence<Value>)? = nil) {
    self.persistence = persistence
    var value = initialValue
    do {
      if let saved = try persistence?.load() {
        value = saved
      }
    } catch {
      persistenceErrorStorage = SharedPersistenceError(operation: .load, error: error)
    }
    storage = value
  }

  /// The current value.
  public var value: Value {
    registrar.access(self, keyPath: \.value)
    return storage
  }

  /// The last persistence failure, if the last load or save failed.
  public var persistenceError: SharedPersistenceError? {
    registrar.access(self, keyPath: \.persistenceError)
    return persistenceErrorStorage
  }

  /// Changes the value, saves it, and tells every observer.
  ///
  /// - Parameter change: Mutates the value.
  public func update(_ change: @Sendable (inout Value) -> Void) {
    var newValue = storage
    change(&newValue)
    guard newValue != storage else { return }
    registrar.withMutation(of: self, keyPath: \.value) {
      storage = newValue
    }
    save()
    for observer in observers.values {
      observer.yield(newValue)
    }
  }

  /// The current value, then each new value, for as long as the caller iterates.
  ///
  /// - Returns: A stream of values; cancelling the iterating task ends it.
  public func values() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let id = nextObserver
    nextObserver += 1
    observers[id] = continuation
    continuation.yield(storage)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.observers[id] = nil }
    }
    return stream
  }

  /// How many observers follow the value (for tests).
  package var observerCount: Int { observers.count }

  private func save() {
    guard let persistence else { return }
    let error: SharedPersistenceError?
    do {
      try persistence.save(storage)
      error = nil
    } catch let failure {
      error = SharedPersistenceError(operation: .save, error: failure)
    }
    if error != nil || persistenceErrorStorage != nil {
      registrar.withMutation(of: self, keyPath: \.persistenceError) {
        persistenceErrorStorage = error
      }
    }
  }
}

extension FeatureEffect {
  /// Follows a shared value for as long as the effect runs, feeding each value (the current one
  /// first) back as an action.
  ///
  /// Mark it ``cancellable(id:cancelInFlight:)`` to stop following, or let the store's release
  /// stop it.
  ///
  /// - Parameters:
  ///   - shared: The shared value to follow.
  ///   - transform: Turns each value into an action.
  /// - Returns: The effect.
  public static func observe<Value>(
    _ shared: Shared<Value>,
    _ transform: @escaping @Sendable (Value) -> Action
  ) -> Self {
    .run { send in
      for await value in await shared.values() {
        await send(transform(value))
      }
    }
  }
}
