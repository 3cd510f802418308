/// A screen's behaviour, declared as data and pure functions.
///
/// A feature names the five kinds of value that cross a screen and the three functions between them:
///
/// - ``ViewEvent``: what the user did (`onAppear`, `refreshPulled`, `deleteTapped(id)`).
/// - ``DomainAction``: a business command, or a use case's output fed back (`usersLoaded`).
/// - ``DomainState``: the business data the feature owns.
/// - ``ViewState``: exactly what the view renders.
/// - ``ScreenEvent``: what the screen finished (`loginCompleted`), reported to the parent.
///
/// - ``map(event:)`` is the *EventActionMap*: pure, `nil` when an event has no business meaning.
/// - ``interact(_:with:)`` is the *Interactor*: the only place the domain state changes. It
///   returns an ``FeatureEffect`` for the async work the action starts (a use case, a service call).
/// - ``reduce(_:)`` is the *ViewStateReducer*: a pure `DomainState -> ViewState`.
///
/// A tiny screen declares only what it needs. Without a `ViewEvent` the view sends domain actions
/// directly; without a `ViewState` the view renders the domain state; without a `ScreenEvent` the
/// feature reports nothing to its parent:
///
/// ```swift
/// struct Counter: Feature {
///   struct DomainState: Equatable, Sendable { var count = 0 }
///   enum DomainAction: Sendable { case incrementTapped, decrementTapped }
///
///   func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
///     switch action {
///     case .incrementTapped: state.count += 1
///     case .decrementTapped: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
///
/// A feature receives its dependencies as stored properties, wired by a factory; it never
/// references a route, a navigation path or a view.
public protocol Feature<DomainState, DomainAction> {
  /// What the user did, in the view's vocabulary. Defaults to ``DomainAction``.
  associatedtype ViewEvent = DomainAction
  /// A business command, or the output of a use case fed back to the interactor.
  associatedtype DomainAction: Sendable
  /// The business data the feature owns. Its one owner is the feature's ``Store``.
  associatedtype DomainState: Equatable & Sendable
  /// Exactly what the view renders. Defaults to ``DomainState``.
  ///
  /// It must be `Equatable`: comparing the values views read is how the store invalidates only
  /// the views whose values changed. Every stored value of a synthesized `Equatable` view state
  /// must be `Equatable` too; a value that cannot be compared (a closure, a formatter) belongs
  /// in the view or the feature, not here. If one must be here, write `==` for the whole view
  /// state yourself, comparing every other value: a view that reads the uncomparable value
  /// through the store is then invalidated whenever the view state changes.
  associatedtype ViewState: Equatable = DomainState
  /// What the screen finished, for its parent to interpret. Defaults to `Never`.
  associatedtype ScreenEvent = Never

  /// Maps a view event to the domain action it means (the document's *EventActionMap*).
  ///
  /// Pure: no side effects. Return `nil` for events with no business meaning.
  ///
  /// - Parameter event: What the user did.
  /// - Returns: The action to hand to ``interact(_:with:)``, or `nil` for nothing to do.
  func map(event: ViewEvent) -> DomainAction?

  /// Applies an action to the domain state and returns the work it starts (the *Interactor*).
  ///
  /// This is the only place a feature's state changes. It never touches the UI or navigation:
  /// async work is returned as an ``FeatureEffect`` that reports its outcomes back as actions, and a
  /// finished screen is reported with ``FeatureEffect/emit(_:)``.
  ///
  /// - Parameters:
  ///   - state: The feature's domain state, to mutate in place.
  ///   - action: The action to handle.
  /// - Returns: The effect to run, or ``FeatureEffect/none``.
  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect

  /// Derives what the view renders from the domain state (the *ViewStateReducer*).
  ///
  /// Pure, deterministic and cheap: the store calls it at most once per processed action, and
  /// only while a view is reading the view state.
  ///
  /// - Parameter state: The current domain state.
  /// - Returns: The view state to render.
  func reduce(_ state: DomainState) -> ViewState
}

extension Feature {
  /// The effect type the interactor returns.
  public typealias Effect = FeatureEffect<Self>
}

extension Feature where ViewEvent == DomainAction {
  /// Passes every event through unchanged: the view sends domain actions directly.
  public func map(event: ViewEvent) -> DomainAction? { event }
}

extension Feature where ViewState == DomainState {
  /// Renders the domain state as it is.
  public func reduce(_ state: DomainState) -> ViewState { state }
}
