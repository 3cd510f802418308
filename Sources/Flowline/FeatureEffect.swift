/// Work an interactor starts, described as a value the ``Store`` runs.
///
/// Inside a feature, spell it ``Feature/Effect``: `FeatureEffect<Self>`.
///
/// An effect is how a feature reaches outside its state: it runs a use case or calls a service,
/// and reports every outcome back as a ``Feature/DomainAction`` that the interactor handles. It
/// can also tell the parent that the screen finished (``emit(_:)``), follow up with another
/// action (``send(_:)``), or cancel work started earlier (``cancel(id:)``).
///
/// ```swift
/// case .refreshPulled:
///   state.users.startLoading()
///   return .run { send in
///     await send(.usersLoaded(try await userService.fetchUsers()))
///   } catch: { error, send in
///     await send(.usersFailed(error.localizedDescription))
///   }
///   .cancellable(id: CancelID.load, cancelInFlight: true)
/// ```
///
/// Effects are bound to the store that runs them: releasing the store cancels them.
public struct FeatureEffect<F: Feature> {
  /// The feature's domain action.
  public typealias Action = F.DomainAction
  /// The feature's screen event.
  public typealias ScreenEvent = F.ScreenEvent

  @usableFromInline
  enum Operation {
    case none
    case action(Action)
    case screenEvent(ScreenEvent)
    case run(Run)
    case cancel(EffectID)
    case merge([FeatureEffect])
    /// A composition helper ignored the action: the child it was for is gone (a removed row, a
    /// dismissed sheet). The store tells the delivery of a must-finish result, which then keeps
    /// the result's failure for the app instead of losing it.
    case childGone
  }

  @usableFromInline
  struct Run: Sendable {
    var priority: TaskPriority?
    var id: EffectID?
    var cancelInFlight: Bool
    var throttle: Throttle?
    /// Set for work that must finish even when the store is released (``mustFinish``).
    var pending: PendingEffect? = nil
    var body: @Sendable (Send<Action>) async -> Void
    /// Cancels the work when the owner it names goes away (a row of a list, see
    /// ``Feature/interact(child:_:id:_:action:screenEvent:)``).
    var lifetime: EffectID? = nil
  }

  @usableFromInline let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// Whether this effect does nothing.
  @inlinable
  var isNone: Bool {
    switch operation {
    case .none: true
    default: false
    }
  }

  /// An effect that does nothing.
  @inlinable
  public static var none: Self { Self(.none) }

  /// What a composition helper returns for an action whose child is gone: nothing to run, and
  /// a must-finish result delivered with it keeps its failure for the app.
  @usableFromInline
  static var childGone: Self { Self(.childGone) }

  /// Feeds an action back to the interactor right after the current one, in order.
  ///
  /// - Parameter action: The action to process next.
  @inlinable
  public static func send(_ action: Action) -> Self { Self(.action(action)) }

  /// Reports to the parent that the screen finished something (a ``Feature/ScreenEvent``).
  ///
  /// The store hands each emitted event to its screen-event handler exactly once, after the
  /// action that emitted it has been applied.
  ///
  /// - Parameter event: What the screen finished.
  public static func emit(_ event: ScreenEvent) -> Self { Self(.screenEvent(event)) }

  /// Runs async work that reports its outcomes with `send`.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. Actions sent after the effect is cancelled are dropped.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async -> Void
  ) -> Self {
    Self(.run(Run(priority: priority, id: nil, cancelInFlight: false, body: operation)))
  }

  /// Runs throwing async work; a thrown error becomes an action through `catch`.
  ///
  /// Errors never escape an effect: `handler` turns them into actions the interactor handles.
  /// Cancellation is not an error: a `CancellationError` thrown after the effect was cancelled
  /// does not reach the handler.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work.
  ///   - handler: Turns an error thrown by `operation` into actions.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: @escaping @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
  ) -> Self {
    .run(priority: priority) { send in
      do {
        try await operation(send)
      } catch {
        if isCancellation(error) { return }
        await handler(error, send)
      }
    }
  }

  /// Runs one async call and turns its result, success or failure, into an action.
  ///
  /// This is the shortest way to express a use case with one output:
  ///
  /// ```swift
  /// return .task { try await userService.fetchUsers() } then: { .usersResponse($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The call.
  ///   - transform: Turns the call's result into the action to send.
  public static func task<Value>(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async throws -> Value,
    then transform: @escaping @Sendable (Result<Value, any Error>) -> Action
  ) -> Self {
    .run(priority: priority) { send in
      let result: Result<Value, any Error>
      do {
        result = .success(try await operation())
      } catch {
        if isCancellation(error) { return }
        result = .failure(error)
      }
      await send(transform(result))
    }
  }

  /// Runs work that must finish even if the screen goes away, and turns its result into an
  /// action (a save, a delete, a send: work the UI already shows as done).
  ///
  /// Unlike ``run(priority:operation:)`` and ``task(priority:_:then:)``, this work is not
  /// cancelled when the store is released or its route popped, nor by ``cancel(id:)``: it is
  /// tracked in `work` until it ends, and the app can wait for it before quitting
  /// (``PendingWork/waitUntilFinished(timeout:clock:)``). Its result reaches the interactor
  /// through `transform` while the store exists; when the store is gone, a failure is kept in
  /// ``PendingWork/failures``, for the app to show, and a success needs nobody. The same holds
  /// for a child's work when the child is gone but its parent's store is not (a row removed
  /// from an ``IdentifiedStates`` or a dictionary, a presented child dismissed): the
  /// composition helpers (``Feature/interact(child:_:id:_:action:screenEvent:)-(_,IdentifiedStates<ID,Child.DomainState>,_,_,_,_)``,
  /// ``Feature/interact(presented:_:_:action:screenEvent:)``) ignore its result, and its failure
  /// is kept.
  ///
  /// ```swift
  /// case .deleteTapped(let film):
  ///   state.films.remove(id: film.id)
  ///   return .mustFinish("Deleting “\(film.title)”", in: pendingWork) {
  ///     try await repository.delete(film.id)
  ///   } then: { result in
  ///     .deleteFinished(film, result.mapError(LoadingError.init))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - title: What the work is, in the user's words: shown while it runs and when it fails.
  ///   - work: The app's pending work, handed to the feature by its factory.
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work.
  ///   - transform: Turns the work's result into the action to send, or `nil` for none (a
  ///     success that the screen already shows often needs none).
  /// - Returns: The effect.
  public static func mustFinish<Value>(
    _ title: String,
    in work: PendingWork,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Value,
    then transform: @escaping @Sendable (Result<Value, any Error>) -> Action?
  ) -> Self {
    let body: @Sendable (Send<Action>) async -> Void = { send in
      let result: Result<Value, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      await report(result, to: send, orKeepFailureIn: work, titled: title, transform)
    }
    return Self(
      .run(
        Run(
          priority: priority, id: nil, cancelInFlight: false, throttle: nil,
          pending: PendingEffect(work: work, title: title), body: body)))
  }

  /// Cancels the running effects marked with `id`.
  ///
  /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(EffectID(id)))
  }

  /// Runs several effects side by side.
  ///
  /// - Parameter effects: The effects to run.
  public static func merge(_ effects: Self...) -> Self { .merge(effects) }

  /// Runs several effects side by side.
  ///
  /// - Parameter effects: The effects to run.
  public static func merge(_ effects: [Self]) -> Self {
    let effects = effects.filter {
      if case .none = $0.operation { return false }
      return true
    }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.merge(effects))
    }
  }

  /// Runs this effect and another side by side.
  ///
  /// - Parameter other: The effect to run alongside.
  /// - Returns: The merged effect.
  public func merge(with other: Self) -> Self { .merge([self, other]) }

  /// Marks the async work of this effect with an identifier, so that it can be cancelled.
  ///
  /// Work started with ``mustFinish(_:in:priority:operation:then:)`` is never cancelled, and
  /// keeps no identifier.
  ///
  /// - Parameters:
  ///   - id: The identifier; ``cancel(id:)`` with an equal value cancels the work.
  ///   - cancelInFlight: Whether starting this effect first cancels running work with the same
  ///     identifier (for "latest request wins" loading).
  /// - Returns: The marked effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let id = EffectID(id)
    return mapRuns { run in
      guard run.pending == nil else { return run }
      var run = run
      run.id = id
      run.cancelInFlight = run.cancelInFlight || cancelInFlight
      return run
    }
  }

  func mapRuns(_ transform: (Run) -> Run) -> Self {
    switch operation {
    case .run(let run): return Self(.run(transform(run)))
    case .merge(let effects): return Self(.merge(effects.map { $0.mapRuns(transform) }))
    case .none, .action, .screenEvent, .cancel, .childGone: return self
    }
  }
}

extension FeatureEffect: Sendable where F.ScreenEvent: Sendable {}
extension FeatureEffect.Operation: Sendable where F.ScreenEvent: Sendable {}

/// Hands the result of work that must finish to its store, or, when the store is gone or the
/// child that started the work is (its parent ignored the result), keeps its failure for the
/// app. One main-actor step: the store cannot be released between the check and the delivery.
@MainActor
private func report<Value, Action>(
  _ result: Result<Value, any Error>,
  to send: Send<Action>,
  orKeepFailureIn work: PendingWork,
  titled title: String,
  _ transform: (Result<Value, any Error>) -> Action?
) {
  var reachedNobody = !send.isReceiverAlive()
  if !reachedNobody, let action = transform(result) {
    // A parent that is alive may still ignore the result: its child (a row, a sheet) is gone.
    reachedNobody = send.deliver(action)
  }
  if reachedNobody, case .failure(let error) = result {
    work.recordFailure(title: title, error: error)
  }
}

/// Where work that must finish is tracked, and what it is called there.
@usableFromInline
struct PendingEffect: Sendable {
  let work: PendingWork
  let title: String
}

/// The identity of a cancellable effect.
///
/// Wraps an `AnyHashable` built only from a `Hashable & Sendable` value (see
/// ``FeatureEffect/cancellable(id:cancelInFlight:)``), so sharing it across tasks is safe even though
/// `AnyHashable` itself does not declare `Sendable`.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  let base: AnyHashable

  init(_ value: some Hashable & Sendable) {
    base = AnyHashable(value)
  }
}

/// Whether `error` is the effect's own cancellation, which is not an outcome to report.
private func isCancellation(_ error: any Error) -> Bool {
  error is CancellationError && Task.isCancelled
}
