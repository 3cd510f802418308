/// An observer of everything a store processes: events, actions, state changes, screen events.
///
/// Interceptors carry cross-cutting policy (analytics, logging) that neither the interactor nor
/// the view state should know about. A factory installs them when it builds a store:
///
/// ```swift
/// let analytics = Interceptor<Login>(screenEvent: { event in
///   if case .loginCompleted = event { tracker.track("login_succeeded") }
/// })
/// let store = Store(initialState: .init(), feature: login, interceptors: [analytics, .logging()])
/// ```
///
/// Interceptors observe; they cannot change what the store does. They run on the main actor,
/// synchronously, in the order they were installed.
///
/// An interceptor of events, actions or screen events costs the same whatever the size of the
/// state. One of state changes (`stateChange:`, and so ``logging(_:printer:)``) makes the store
/// keep the state before each action, so the interactor's first write copies it: each action
/// then costs O(size of the state), as does the logging interceptor's diff.
public struct Interceptor<F: Feature> {
  /// Called with each view event, before it is mapped.
  @usableFromInline let viewEvent: (@MainActor (F.ViewEvent) -> Void)?
  /// Called with each action, before the interactor applies it.
  @usableFromInline let action: (@MainActor (F.DomainAction) -> Void)?
  /// Called after an action changed the domain state.
  @usableFromInline let stateChange: (@MainActor (StateChange<F>) -> Void)?
  /// Called with each screen event, before it is delivered to the parent.
  @usableFromInline let screenEvent: (@MainActor (F.ScreenEvent) -> Void)?

  /// Creates an interceptor from the observations it makes; omit the ones it doesn't need.
  ///
  /// - Parameters:
  ///   - viewEvent: Called with each view event.
  ///   - action: Called with each action.
  ///   - stateChange: Called after each action that changed the domain state.
  ///   - screenEvent: Called with each screen event.
  public init(
    viewEvent: (@MainActor (F.ViewEvent) -> Void)? = nil,
    action: (@MainActor (F.DomainAction) -> Void)? = nil,
    stateChange: (@MainActor (StateChange<F>) -> Void)? = nil,
    screenEvent: (@MainActor (F.ScreenEvent) -> Void)? = nil
  ) {
    self.viewEvent = viewEvent
    self.action = action
    self.stateChange = stateChange
    self.screenEvent = screenEvent
  }
}

/// A change of a feature's domain state, made by one action.
public struct StateChange<F: Feature> {
  @usableFromInline
  init(action: F.DomainAction, old: F.DomainState, new: F.DomainState) {
    self.action = action
    self.old = old
    self.new = new
  }

  /// The action that made the change.
  public let action: F.DomainAction
  /// The domain state before the action.
  public let old: F.DomainState
  /// The domain state after the action.
  public let new: F.DomainState

  /// A readable, line-per-change description of what differs between ``old`` and ``new``.
  public var diff: [String] { StateDiff.lines(from: old, to: new) }
}

extension Interceptor {
  /// An interceptor that prints each action and a readable diff of the state change it made.
  ///
  /// ```
  /// [UserList] action: .usersLoaded([…])
  ///   isLoading: true → false
  ///   users: 0 elements → 3 elements
  /// ```
  ///
  /// ``Sensitive`` values print as `‹redacted›`, in actions and in diffs alike.
  ///
  /// - Parameters:
  ///   - name: A label for the feature in the log.
  ///   - printer: Where lines go; `print` by default.
  /// - Returns: The logging interceptor.
  public static func logging(
    _ name: String = String(describing: F.self),
    printer: @escaping @MainActor (String) -> Void = { print($0) }
  ) -> Self {
    Self(
      action: { action in printer("[\(name)] action: \(StateDiff.describe(action))") },
      stateChange: { change in
        for line in change.diff {
          printer("  \(line)")
        }
      },
      screenEvent: { event in printer("[\(name)] screen event: \(StateDiff.describe(event))") }
    )
  }
}
