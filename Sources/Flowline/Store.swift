public import Observation

/// The runtime of one screen: it owns a feature's domain state and drives the one-way flow.
///
/// A view sends ``Feature/ViewEvent``s and reads ``Feature/ViewState`` values; nothing else.
///
/// ```swift
/// struct CounterView: View {
///   let store: Store<Counter>
///
///   var body: some View {
///     Button("\(store.count)") { store.send(.incrementTapped) }
///   }
/// }
/// ```
///
/// ``send(_:)`` maps the event to an action, lets the interactor apply it, recomputes the view
/// state when a view is reading it, notifies exactly the readers whose values changed, and runs
/// the effect the interactor returned. Actions sent while one is being applied are queued and
/// applied in order after it, never re-entrantly.
///
/// Reading a view-state value through the store (`store.count`, by dynamic member lookup)
/// registers that one value with Observation: a view is invalidated only when a value it read
/// changes, with no macro. Reading ``viewState`` as a whole registers the whole view state.
///
/// Effects are cancelled when the store is released, except work that must finish
/// (``FeatureEffect/mustFinish(_:in:)``). Screen events go, exactly once
/// each, to the handler the parent gave when it made the store.
@MainActor
@dynamicMemberLookup
public final class Store<F: Feature>: Observable {
  /// The feature this store runs.
  public let feature: F

  /// The feature's domain state, as it is now, for the flow that owns the screen (saving what
  /// to restore, deciding where to go next) and for tests.
  ///
  /// It is not observed: a view that read it would never update. So that no view reads it by
  /// mistake, it is behind an SPI that a file opts into by name, saying what it gets:
  ///
  /// ```swift
  /// @_spi(Unobserved) import Flowline
  /// ```
  ///
  /// Views read ``viewState``, which is observed value by value.
  @_spi(Unobserved)
  public var domainState: F.DomainState { state }

  // The hot path (`send`, `dispatch`, `apply`, reads) is `@inlinable` so that a client module
  // specializes it for its feature: unspecialized, a send spent two thirds of its instructions
  // looking up generic metadata (Benchmarks/README.md). What it touches is `@usableFromInline`.

  // The fields a send touches are `@exclusivity(unchecked)`: their dynamic exclusivity checks
  // were half of a send's instructions (Benchmarks/README.md). Why no access can overlap: the
  // store is `@MainActor`, so every access is on one thread; the only long access is the
  // interactor's `inout` state, and `interact` is handed the state, never the store, so nothing
  // it runs can reach these fields; every other access is instantaneous (a read, an append, an
  // assignment), and an action sent during one is queued, not applied re-entrantly.

  /// The domain state's storage.
  @exclusivity(unchecked) @usableFromInline var state: F.DomainState

  /// Receives the feature's screen events, in order, exactly once each: the handler the parent
  /// gave when it made the store (``init(initialState:feature:interceptors:onScreenEvent:)``).
  ///
  /// Given at creation, it is there before the store can emit anything, so no event waits for
  /// a handler and none is lost. A store made without one reports its screen events to its
  /// interceptors only.
  let onScreenEvent: ((F.ScreenEvent) -> Void)?

  @exclusivity(unchecked) @usableFromInline var interceptors: [Interceptor<F>]
  /// Whether an interceptor observes state changes: only then does an action keep a copy of the
  /// state before it, which would make the interactor's first write to a big state copy it.
  var observesStateChanges: Bool
  @exclusivity(unchecked) @usableFromInline var cachedViewState: F.ViewState?
  @exclusivity(unchecked) @usableFromInline var watches = WatchList<F>()

  /// The child stores scoped from this one, updated after every action (Store+Scope.swift).
  @exclusivity(unchecked) @usableFromInline var scopes: ContiguousArray<ChildScope<F>> = []
  @usableFromInline var scopesByKey: [ScopeKey: ChildScope<F>] = [:]
  /// For a scoped store: hands an action to the parent's store. `nil` for a store that owns
  /// its state.
  @exclusivity(unchecked) @usableFromInline var forward: ((F.DomainAction) -> StoreTask)?
  /// Whether this is a scoped store whose state left its parent's: the store of a removed row,
  /// or of an optional child whose state became `nil`.
  ///
  /// A stale store stays safe to use: reads return the last value it had, and events sent to
  /// it are dropped (reported on standard error in debug builds). It does not keep its parent
  /// alive. A store that owns its state is never stale.
  package internal(set) var isStale = false

  /// Whether the flow that showed the store removed its screen (a popped route, a dismissed
  /// destination). Nobody sees the screen any more, even if something still holds the store:
  /// a failure of its work that must finish is then kept in ``PendingWork`` for the app to
  /// show, as for a released store.
  var isRemovedFromFlow = false

  /// Told of the ``PendingWork`` of each must-finish effect the store starts, before it starts:
  /// the app harness follows the work of every screen through it.
  package var pendingWorkObserver: (@MainActor (PendingWork) -> Void)?
  /// Told of each error an effect threw with no `catch:` (test harnesses fail the test).
  package var effectErrorObserver: (@MainActor (any Error) -> Void)?
  /// Whether a session recorder follows the store already.
  package var isRecorded = false

  @exclusivity(unchecked) @usableFromInline var isProcessing = false
  /// Whether the action an effect delivered (``deliver(_:)``) is being applied, and whether a
  /// composition helper ignored it because its child is gone.
  @exclusivity(unchecked) @usableFromInline var isDelivering = false
  @exclusivity(unchecked) @usableFromInline var deliveredToGoneChild = false
  @exclusivity(unchecked) @usableFromInline var queue: [F.DomainAction] = []

  var running: [Int: RunningEffect] = [:]
  var tokensByID: [EffectID: Set<Int>] = [:]
  var throttleInstants: [EffectID: any Sendable] = [:]
  var nextToken = 0

  /// Creates a store that runs `feature` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The domain state to start from.
  ///   - feature: The feature, with its dependencies wired (usually by a factory).
  ///   - interceptors: Observers of every event, action, state change and screen event, such
  ///     as ``Interceptor/logging(_:printer:)`` or an analytics tracker.
  ///   - onScreenEvent: Receives the feature's screen events: the parent (a flow's owner, a
  ///     parent feature) decides what each means.
  public init(
    initialState: F.DomainState,
    feature: F,
    interceptors: [Interceptor<F>] = [],
    onScreenEvent: ((F.ScreenEvent) -> Void)? = nil
  ) {
    self.state = initialState
    self.feature = feature
    self.interceptors = interceptors
    self.observesStateChanges = interceptors.contains { $0.stateChange != nil }
    self.onScreenEvent = onScreenEvent
  }

  /// Adds an interceptor to a store made elsewhere: the app harness and the session recorder
  /// attach theirs to the stores an app's factory makes, before any action reaches them.
  package func intercept(_ interceptor: Interceptor<F>) {
    interceptors.append(interceptor)
    observesStateChanges = observesStateChanges || interceptor.stateChange != nil
  }

  deinit {
    for effect in running.values where !effect.mustFinish {
      effect.task.cancel()
    }
  }

  /// The current view state, as a whole.
  ///
  /// A view that reads this is invalidated whenever any part of the view state changes; read
  /// single values through the store (`store.title`) to be invalidated only by those.
  @inlinable
  public var viewState: F.ViewState {
    let viewState = currentViewState()
    watchWhole(viewState)
    return viewState
  }

  /// Reads one view-state value and registers it, alone, with Observation.
  ///
  /// - Parameter keyPath: The value's path in the view state.
  @inlinable
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<F.ViewState, Value>) -> Value {
    let value = currentViewState()[keyPath: keyPath]
    watch(keyPath, value)
    return value
  }

  /// Reads a view-state value that is not `Equatable`.
  ///
  /// Such a value cannot be compared, so its readers are invalidated whenever the view state
  /// changes.
  ///
  /// - Parameter keyPath: The value's path in the view state.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<F.ViewState, Value>) -> Value {
    let viewState = currentViewState()
    watchWhole(viewState)
    return viewState[keyPath: keyPath]
  }

  /// Sends what the user did.
  ///
  /// The event goes through the feature's ``Feature/map(event:)``; an event that maps to `nil`
  /// does nothing.
  ///
  /// - Parameter event: The view event.
  /// - Returns: A handle on the async work this event started, to await (for `.refreshable`)
  ///   or cancel.
  @inlinable
  @discardableResult
  public func send(_ event: F.ViewEvent) -> StoreTask {
    for interceptor in interceptors {
      interceptor.viewEvent?(event)
    }
    guard let action = feature.map(event: event) else { return StoreTask() }
    return dispatch(action)
  }

  /// Hands a domain action straight to the interactor, bypassing the event map.
  ///
  /// Parents and flows use it to drive a child; views send events with ``send(_:)``.
  ///
  /// - Parameter action: The action to apply.
  /// - Returns: A handle on the async work this action started. An action dispatched while the
  ///   store is already applying one is queued behind it, and its work belongs to the handle of
  ///   the outer call; its own handle is empty.
  @inlinable
  @discardableResult
  public func dispatch(_ action: F.DomainAction) -> StoreTask {
    if let forward { return forward(action) }
    if isProcessing {
      queue.append(action)
      return StoreTask()
    }
    isProcessing = true
    defer { isProcessing = false }
    var tasks: [Task<Void, Never>] = []
    apply(action, startingInto: &tasks)
    if !queue.isEmpty {
      // The queued follow-ups are not the action an effect delivered: a child they find gone
      // says nothing about whether that action was ignored.
      isDelivering = false
      var next = 0
      while next < queue.count {
        let action = queue[next]
        next += 1
        apply(action, startingInto: &tasks)
      }
      queue.removeAll(keepingCapacity: true)
    }
    return StoreTask(tasks)
  }

  /// Dispatches an action an effect sent, and says whether a composition helper ignored it
  /// because the child it was for is gone (a removed row, a dismissed sheet).
  func deliver(_ action: F.DomainAction) -> Bool {
    guard forward == nil, !isProcessing else {
      dispatch(action)
      return false
    }
    isDelivering = true
    deliveredToGoneChild = false
    dispatch(action)
    isDelivering = false
    return deliveredToGoneChild
  }

  @inlinable
  func apply(_ action: F.DomainAction, startingInto tasks: inout [Task<Void, Never>]) {
    let effect: F.Effect
    if interceptors.isEmpty {
      cachedViewState = nil
      effect = feature.interact(&state, with: action)
    } else {
      effect = applyIntercepted(action)
    }
    propagateStateChange()
    if effect.isNone { return }
    perform(effect, startingInto: &tasks)
  }

  @usableFromInline
  func applyIntercepted(_ action: F.DomainAction) -> F.Effect {
    for interceptor in interceptors {
      interceptor.action?(action)
    }
    cachedViewState = nil
    guard observesStateChanges else {
      return feature.interact(&state, with: action)
    }
    let old = state
    let effect = feature.interact(&state, with: action)
    if old != state {
      let change = StateChange<F>(action: action, old: old, new: state)
      for interceptor in interceptors {
        interceptor.stateChange?(change)
      }
    }
    return effect
  }

  @inlinable
  package func currentViewState() -> F.ViewState {
    if let cachedViewState { return cachedViewState }
    let viewState = feature.reduce(state)
    cachedViewState = viewState
    return viewState
  }

  func emit(_ event: F.ScreenEvent) {
    for interceptor in interceptors {
      interceptor.screenEvent?(event)
    }
    onScreenEvent?(event)
  }
}

/// A handle on the async work started by one ``Store/send(_:)``.
///
/// Await ``finish(isolation:)`` to wait until that work is done, as SwiftUI's `.refreshable` needs:
///
/// ```swift
/// .refreshable { await store.send(.refreshPulled).finish() }
/// ```
public struct StoreTask: Sendable {
  @usableFromInline let tasks: [Task<Void, Never>]

  @inlinable
  init(_ tasks: [Task<Void, Never>] = []) {
    self.tasks = tasks
  }

  /// Whether the send started no async work.
  package var isEmpty: Bool { tasks.isEmpty }

  /// Waits until the work finishes. Cancelling the waiting task cancels the work.
  ///
  /// - Parameter isolation: The caller's actor, inferred: waiting stays on it instead of
  ///   hopping to the global executor and back.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard !tasks.isEmpty else { return }
    await withTaskCancellationHandler {
      for task in tasks {
        await task.value
      }
    } onCancel: {
      cancel()
    }
  }

  /// Cancels the work.
  package func cancel() {
    for task in tasks {
      task.cancel()
    }
  }
}
