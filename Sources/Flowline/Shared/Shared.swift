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
///       return .run { send in
///         for await list in await watchlist.values() { await send(.watchlistChanged(list)) }
///       }
///     case .addTapped:
///       return .run { [film = state.film] _ in
///         try await watchlist.update { $0.add(film) }
///       } catch: { error, send in
///         await send(.saveFailed(String(describing: error)))
///       }
///     case .saveFailed(let message):
///       state.errorMessage = message   // the change was not kept: say so
///       return .none
///     case .watchlistChanged(let list):
///       state.isInWatchlist = list.contains(state.film.id)
///       return .none
///     }
///   }
/// }
/// ```
///
/// A ``SharedPersistence`` saves each change and loads the value when the shared value is
/// created. A change is kept only once saved: a failed save throws from ``update(_:)`` to the
/// feature that made it. Saves run off the main actor, one at a time, in the order the changes
/// were made, so a slow disk or a database locked by another process never freezes the UI;
/// ``isSaving`` says a change is on its way, for a screen to show it pending. A failed load
/// starts from the initial value, keeps the unreadable data (the persistence decides how), and
/// is reported in ``persistenceError``. ``reload()`` reads the saved value again, for values
/// that another process may change.
@MainActor
public final class Shared<Value: Equatable & Sendable>: Observable {
  private let registrar = ObservationRegistrar()
  // Key paths of a generic class are instantiated at run time on every use (~58,000
  // instructions each, `swift_getKeyPath`): these are made once, with the object.
  private let valueKey: KeyPath<Shared, Value> = \.value
  private let persistenceErrorKey: KeyPath<Shared, SharedPersistenceError?> = \.persistenceError
  private let isSavingKey: KeyPath<Shared, Bool> = \.isSaving
  private var storage: Value
  private var persistenceErrorStorage: SharedPersistenceError?
  private let persistence: (any SharedPersistence<Value>)?
  /// How many changes are waiting for their turn or being saved.
  private var changesInFlight = 0
  /// Whether a change or a reload holds the turn: they run one at a time, in order.
  private var turnTaken = false
  /// Changes and reloads waiting for the turn, first come first served.
  private var waitingForTurn: [CheckedContinuation<Void, Never>] = []
  /// The followers, in the order they began following: each change reaches them in that order,
  /// the same in every run (a dictionary's order changes from one process to the next).
  private var observers: [(id: Int, continuation: AsyncStream<Value>.Continuation)] = []
  private var nextObserver = 0
  /// Told of every change of the value, synchronously and in order, after it is kept: the app
  /// harness and the session recorder follow shared values through it.
  package var changeObservers: [@MainActor (Value) -> Void] = []

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
    registrar.access(self, keyPath: valueKey)
    return storage
  }

  /// The last persistence failure, if the last load or save failed.
  public var persistenceError: SharedPersistenceError? {
    registrar.access(self, keyPath: persistenceErrorKey)
    return persistenceErrorStorage
  }

  /// Whether a change made with ``update(_:)`` is waiting for its save or being saved.
  ///
  /// A screen that follows the shared value shows its changes as pending while this is true:
  /// ``value`` holds only what was saved.
  public var isSaving: Bool {
    registrar.access(self, keyPath: isSavingKey)
    return changesInFlight > 0
  }

  /// Changes the value, saves it, and tells every observer.
  ///
  /// The change is kept only once it is saved: when the persistence fails, the value stays as
  /// it was, the failure is kept in ``persistenceError``, and it is thrown, so that the feature
  /// that made the change learns it (as an action it can show) instead of showing a change that
  /// would be gone after a relaunch:
  ///
  /// ```swift
  /// case .addTapped:
  ///   return .run { [film = state.film] _ in
  ///     try await watchlist.update { $0.add(film) }
  ///   } catch: { error, send in
  ///     await send(.watchlistSaveFailed(String(describing: error)))
  ///   }
  /// ```
  ///
  /// The save runs off the main actor: a slow disk or a lock held by another process delays
  /// only this call, never the UI. Changes are applied and saved one at a time, in the order
  /// `update` was called, each to the value the changes before it left (a change after a failed
  /// one applies to the value as it was kept). Meanwhile ``isSaving`` is true and ``value`` is
  /// the last saved value. Cancelling the calling task does not stop a change once made: it
  /// is saved, or fails, like any other.
  ///
  /// The change is made on a copy, compared with the value (an unchanged value is neither saved
  /// nor told to observers), so an update costs O(size of the value).
  ///
  /// - Parameter change: Mutates the value.
  /// - Throws: ``SharedPersistenceError`` when the new value could not be saved.
  public func update(_ change: @Sendable (inout Value) -> Void) async throws(SharedPersistenceError)
  {
    setChangesInFlight(changesInFlight + 1)
    defer { setChangesInFlight(changesInFlight - 1) }
    await takeTurn()
    defer { endTurn() }
    var newValue = storage
    change(&newValue)
    guard newValue != storage else { return }
    try await save(newValue, replacing: storage)
    set(newValue)
  }

  /// Loads the value again from the persistence, and tells every observer if it changed.
  ///
  /// Call it when the saved value may have been changed by someone else: another copy of the
  /// app on the same database, a sync. A value that did not change notifies nobody. The load
  /// runs off the main actor, after the changes made before it are saved.
  ///
  /// - Throws: ``SharedPersistenceError`` when the saved value could not be read; the value in
  ///   memory is then kept.
  public func reload() async throws(SharedPersistenceError) {
    guard let persistence else { return }
    await takeTurn()
    defer { endTurn() }
    let loaded: Value?
    do {
      loaded = try await Self.load(from: persistence)
    } catch {
      let failure = SharedPersistenceError(operation: .load, error: error)
      setPersistenceError(failure)
      throw failure
    }
    setPersistenceError(nil)
    guard let loaded, loaded != storage else { return }
    set(loaded)
  }

  /// The current value, then each new value, for as long as the caller iterates.
  ///
  /// - Returns: A stream of values; cancelling the iterating task ends it.
  public func values() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let id = nextObserver
    nextObserver += 1
    observers.append((id, continuation))
    continuation.yield(storage)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.observers.removeAll { $0.id == id } }
    }
    return stream
  }

  /// How many observers follow the value (for tests).
  package var observerCount: Int { observers.count }

  private func set(_ newValue: Value) {
    registrar.withMutation(of: self, keyPath: valueKey) {
      storage = newValue
    }
    for observer in observers {
      observer.continuation.yield(newValue)
    }
    for observer in changeObservers {
      observer(newValue)
    }
  }

  private func save(_ newValue: Value, replacing oldValue: Value)
    async throws(SharedPersistenceError)
  {
    guard let persistence else { return }
    do {
      try await Self.save(newValue, replacing: oldValue, to: persistence)
    } catch {
      let failure = SharedPersistenceError(operation: .save, error: error)
      setPersistenceError(failure)
      throw failure
    }
    setPersistenceError(nil)
  }

  #if compiler(>=6.2)
    /// Saves on the global executor, never on the main actor (`@concurrent`): a persistence may
    /// block its thread for as long as a lock is held elsewhere.
    @concurrent
    nonisolated private static func save(
      _ value: Value, replacing previous: Value, to persistence: any SharedPersistence<Value>
    ) async throws {
      try await persistence.save(value, replacing: previous)
    }

    /// Loads on the global executor, never on the main actor.
    @concurrent
    nonisolated private static func load(
      from persistence: any SharedPersistence<Value>
    ) async throws -> Value? {
      try persistence.load()
    }
  #else
    // Swift 6.1 runs a nonisolated async function on the global executor: the same hop.
    nonisolated private static func save(
      _ value: Value, replacing previous: Value, to persistence: any SharedPersistence<Value>
    ) async throws {
      try await persistence.save(value, replacing: previous)
    }

    nonisolated private static func load(
      from persistence: any SharedPersistence<Value>
    ) async throws -> Value? {
      try persistence.load()
    }
  #endif

  /// Waits until every change and reload made before this call has ended.
  private func takeTurn() async {
    guard turnTaken else {
      turnTaken = true
      return
    }
    await withCheckedContinuation { waitingForTurn.append($0) }
  }

  /// Hands the turn to the next change or reload, in the order they asked for it.
  private func endTurn() {
    if waitingForTurn.isEmpty {
      turnTaken = false
    } else {
      waitingForTurn.removeFirst().resume()
    }
  }

  private func setChangesInFlight(_ count: Int) {
    guard (count > 0) != (changesInFlight > 0) else {
      changesInFlight = count
      return
    }
    registrar.withMutation(of: self, keyPath: isSavingKey) {
      changesInFlight = count
    }
  }

  private func setPersistenceError(_ error: SharedPersistenceError?) {
    guard error != nil || persistenceErrorStorage != nil else { return }
    registrar.withMutation(of: self, keyPath: persistenceErrorKey) {
      persistenceErrorStorage = error
    }
  }
}
