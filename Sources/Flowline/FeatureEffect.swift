/// Work an interactor starts, described as a value the ``Store`` runs.
///
/// Inside a feature, spell it ``Feature/Effect``: `FeatureEffect<Self>`.
///
/// An effect is how a feature reaches outside its state: it runs a use case or calls a service,
/// and reports every outcome back as a ``Feature/DomainAction`` that the interactor handles. It
/// can also tell the parent that the screen finished (``emit(_:)``), follow up with another
/// action (``send(_:)``), or cancel work started earlier (``cancel(id:)``).
///
/// There is one way to start work, ``run(priority:operation:catch:)``, in three shapes (work
/// that sends, one call whose result becomes an action, a ``UseCase``), and four modifiers that
/// say how it runs: ``cancellable(id:cancelInFlight:)``, ``debounce(id:for:clock:)``,
/// ``throttle(id:for:clock:latest:)`` and ``mustFinish(_:in:)``.
///
/// ```swift
/// case .refreshPulled:
///   state.users.startLoading()
///   return .run { try await userService.fetchUsers() } then: { .usersLoaded($0) }
///     .cancellable(id: CancelID.load, cancelInFlight: true)
/// ```
///
/// Effects are bound to the store that runs them: releasing the store cancels them, except
/// work marked ``mustFinish(_:in:)``.
public struct FeatureEffect<F: Feature> {
  @usableFromInline
  enum Operation {
    case none
    case action(F.DomainAction)
    case screenEvent(F.ScreenEvent)
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
    /// Set for work that must finish even when the store is released (``mustFinish(_:in:)``).
    var pending: PendingEffect? = nil
    var body: @Sendable (Send<F.DomainAction>) async -> Void
    /// Cancels the work when the owner it names goes away (a row of a list, see
    /// ``Feature/interact(child:_:id:_:action:screenEvent:)-(_,IdentifiedStates<ID,Child.DomainState>,_,_,_,_)``).
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
  public static func send(_ action: F.DomainAction) -> Self { Self(.action(action)) }

  /// Reports to the parent that the screen finished something (a ``Feature/ScreenEvent``).
  ///
  /// The store hands each emitted event to its screen-event handler exactly once, after the
  /// action that emitted it has been applied.
  ///
  /// - Parameter event: What the screen finished.
  public static func emit(_ event: F.ScreenEvent) -> Self { Self(.screenEvent(event)) }

  /// Runs async work that reports its outcomes with `send`.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     send(.timerTicked)
  ///   }
  /// }
  /// ```
  ///
  /// An error the work throws becomes actions through `catch`. Cancellation is not an error: a
  /// `CancellationError` thrown after the effect was cancelled reaches nobody. Work that cannot
  /// fail needs no `catch`. An error thrown with no `catch` is a mistake the store reports
  /// (a test harness fails the test; an app writes the error's type, never its text, to
  /// standard error), except in work marked ``mustFinish(_:in:)``, which keeps it in
  /// ``PendingWork/failures``.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. Actions sent after the effect is cancelled are dropped.
  ///   - handler: Turns an error thrown by `operation` into actions.
  /// - Returns: The effect.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<F.DomainAction>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<F.DomainAction>) async -> Void)? =
      nil
  ) -> Self {
    Self(
      .run(
        Run(priority: priority, id: nil, cancelInFlight: false) { send in
          do {
            try await operation(send)
          } catch {
            if isCancellation(error) { return }
            guard let handler, await send.isReceiverAlive() else {
              await send.dropped(error, handled: false)
              return
            }
            let tracking = await send.tracking()
            await handler(error, tracking.send)
            if await tracking.reachedNobody() { await send.dropped(error, handled: true) }
          }
        }))
  }

  /// Runs one async call and turns its result, success or failure, into an action.
  ///
  /// This is the shortest way to express work with one outcome:
  ///
  /// ```swift
  /// return .run { try await userService.fetchUsers() } then: { .usersLoaded($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The call.
  ///   - transform: Turns the call's result into the action to send, or `nil` for none (a
  ///     success that the screen already shows often needs none).
  /// - Returns: The effect.
  public static func run<Value>(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async throws -> Value,
    then transform: @escaping @Sendable (Result<Value, any Error>) -> F.DomainAction?
  ) -> Self {
    Self(
      .run(
        Run(priority: priority, id: nil, cancelInFlight: false) { send in
          let result: Result<Value, any Error>
          do {
            result = .success(try await operation())
          } catch {
            if isCancellation(error) { return }
            result = .failure(error)
          }
          await send.deliver(transform(result)) {
            if case .failure(let error) = result { error } else { nil }
          }
        }))
  }

  /// Runs a use case and feeds each of its outputs back to the interactor as an action.
  ///
  /// ```swift
  /// case .submitTapped:
  ///   return .run(login, state.credentials) { .login($0) }
  /// ```
  ///
  /// Marked ``mustFinish(_:in:)`` (a purchase, a payment), the use case runs to its end even when
  /// the screen goes away; an output that reaches nobody then and carries an `Error` (is one,
  /// or has one as its associated value, like `.failed(PurchaseError)`) is kept in
  /// ``PendingWork/failures``.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the use case.
  ///   - useCase: The operation to run.
  ///   - input: What it needs.
  ///   - transform: Turns each output into an action, or `nil` for none.
  /// - Returns: The effect.
  public static func run<U: UseCase>(
    priority: TaskPriority? = nil,
    _ useCase: U,
    _ input: U.Input,
    then transform: @escaping @Sendable (U.Output) -> F.DomainAction?
  ) -> Self {
    Self(
      .run(
        Run(priority: priority, id: nil, cancelInFlight: false) { send in
          await useCase.execute(
            input,
            output: UseCaseOutput { output in
              await send.deliver(transform(output)) { carriedError(output) }
            })
        }))
  }

  /// Cancels the running effects marked with `id`.
  ///
  /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(EffectID(id)))
  }

  /// Runs several effects side by side.
  ///
  /// ```swift
  /// return .merge([.send(.reloaded), .run(save, state.draft) { .saved($0) }])
  /// ```
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: One effect that runs them all.
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

  /// Marks the async work of this effect with an identifier, so that it can be cancelled.
  ///
  /// Work marked ``mustFinish(_:in:)`` is never cancelled, and keeps no identifier.
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

  /// Marks this effect's work as work that must finish even if the screen goes away (a save, a
  /// delete, a purchase: work the UI already shows as done).
  ///
  /// The work is not cancelled when the store is released or its route popped, nor by
  /// ``cancel(id:)``: it is tracked in `work` until it ends, and the app can wait for it before
  /// quitting (``PendingWork/waitUntilFinished(timeout:clock:)``). Its outcome reaches the
  /// interactor while the store exists; when the store is gone, or the child that started it
  /// is (a row removed from its list, a presented child dismissed), a failure is kept in
  /// ``PendingWork/failures`` for the app to show, and a success needs nobody. A failure is an
  /// error of the call (``run(priority:_:then:)``), an error thrown by the work
  /// (``run(priority:operation:catch:)``), or a use case's output carrying an error
  /// (``run(priority:_:_:then:)``).
  ///
  /// ```swift
  /// case .deleteTapped(let film):
  ///   state.films.remove(id: film.id)
  ///   return .run { try await repository.delete(film.id) } then: { result in
  ///     .deleteFinished(film, result.mapError(LoadingError.init))
  ///   }
  ///   .mustFinish("Deleting “\(film.title)”", in: pendingWork)
  /// ```
  ///
  /// - Parameters:
  ///   - title: What the work is, in the user's words: shown while it runs and when it fails.
  ///   - work: The app's pending work, handed to the feature by its factory.
  /// - Returns: The effect, marked.
  public func mustFinish(_ title: String, in work: PendingWork) -> Self {
    mapRuns { run in
      var run = run
      run.pending = PendingEffect(work: work, title: title)
      run.id = nil
      run.cancelInFlight = false
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

extension FeatureEffect.Run {
  init(
    priority: TaskPriority?, id: EffectID?, cancelInFlight: Bool,
    body: @escaping @Sendable (Send<F.DomainAction>) async -> Void
  ) {
    self.init(
      priority: priority, id: id, cancelInFlight: cancelInFlight, throttle: nil, body: body)
  }
}

extension FeatureEffect: Sendable where F.ScreenEvent: Sendable {}
extension FeatureEffect.Operation: Sendable where F.ScreenEvent: Sendable {}

/// The error an output carries: the output itself, or one of its associated values (a use
/// case's `.failed(PurchaseError)`), looked for only when the output reached nobody.
func carriedError(_ output: Any) -> (any Error)? {
  if let error = output as? any Error { return error }
  for child in Mirror(reflecting: output).children {
    if let error = child.value as? any Error { return error }
    // A case with several associated values holds them as one tuple.
    for element in Mirror(reflecting: child.value).children {
      if let error = element.value as? any Error { return error }
    }
  }
  return nil
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
