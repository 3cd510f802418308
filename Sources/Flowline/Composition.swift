import IssueReporting

extension FeatureEffect {
  /// Lifts a child feature's effect into its parent: the child's actions are wrapped with
  /// `action`, and the child's screen events become parent actions through `screenEvent`.
  ///
  /// - Parameters:
  ///   - action: Embeds a child action in the parent's action type.
  ///   - screenEvent: Turns a child screen event into the parent action that handles it; omit
  ///     it for a child that emits none (`ScreenEvent == Never`). An event emitted with no
  ///     handler is reported as a mistake (a test fails) and reaches nobody.
  /// - Returns: The parent's effect.
  @usableFromInline
  func scope<Parent: Feature>(
    action: @escaping @Sendable (F.DomainAction) -> Parent.DomainAction,
    screenEvent: ((F.ScreenEvent) -> Parent.DomainAction)?
  ) -> FeatureEffect<Parent> {
    switch operation {
    case .none:
      return .none
    case .action(let child):
      return .send(action(child))
    case .screenEvent(let event):
      guard let screenEvent else {
        reportIssue(
          """
          \(F.self) emitted \(event), but its parent \(Parent.self) gave no `screenEvent:` \
          handler to `interact(child:…)`: the event reached nobody. Pass one that turns it into \
          a parent action.
          """)
        return .none
      }
      return .send(screenEvent(event))
    case .cancel(let id):
      return FeatureEffect<Parent>(.cancel(id))
    case .childGone:
      return .childGone
    case .merge(let effects):
      return .merge(effects.map { $0.scope(action: action, screenEvent: screenEvent) })
    case .run(let run):
      let body = run.body
      return FeatureEffect<Parent>(
        .run(
          .init(
            priority: run.priority,
            id: run.id,
            cancelInFlight: run.cancelInFlight,
            throttle: run.throttle,
            pending: run.pending,
            body: { send in await body(send.map(action)) },
            lifetime: run.lifetime)))
    }
  }

  /// Makes this effect's cancellation identifiers distinct per child instance, so that equal
  /// identifiers used by two children of the same kind never cancel each other.
  ///
  /// - Parameter childID: The identity of the child instance.
  /// - Returns: The effect with instance-scoped identifiers.
  @usableFromInline
  func scopingIDs(to childID: some Hashable & Sendable) -> Self {
    let scope = EffectID(childID)
    switch operation {
    case .cancel(let id):
      return Self(.cancel(EffectID(ScopedEffectID(scope: scope, id: id))))
    case .merge(let effects):
      return Self(.merge(effects.map { $0.scopingIDs(to: childID) }))
    case .run:
      return mapRuns { run in
        var run = run
        run.id = run.id.map { EffectID(ScopedEffectID(scope: scope, id: $0)) }
        if let throttle = run.throttle {
          run.throttle = Throttle(
            id: EffectID(ScopedEffectID(scope: scope, id: throttle.id)), decide: throttle.decide)
        }
        return run
      }
    case .none, .action, .screenEvent, .childGone:
      return self
    }
  }
}

/// A cancellation identifier scoped to one child instance.
private struct ScopedEffectID: Hashable, Sendable {
  let scope: EffectID
  let id: EffectID
}

extension Feature {
  /// Lets a child feature handle one of its actions on the child's part of the parent's state.
  ///
  /// A parent embeds each child's domain state and a case for each child's actions; its
  /// interactor forwards those actions here. The child's screen events come back to the parent
  /// as actions, so the parent decides what they mean:
  ///
  /// ```swift
  /// case .profile(let action):
  ///   return interact(child: profile, &state.profile, action,
  ///                   action: Action.profile, screenEvent: Action.profileFinished)
  /// ```
  ///
  /// The child stays a complete feature, testable alone. Routing costs the child's work only:
  /// it does not depend on how many siblings the parent has.
  ///
  /// - Parameters:
  ///   - child: The child feature.
  ///   - state: The child's domain state inside the parent's.
  ///   - childAction: The child action to apply.
  ///   - action: Embeds child actions in the parent's action type (for the child's effects).
  ///   - screenEvent: Turns a child screen event into the parent action that handles it; omit
  ///     it for a child that emits none (`ScreenEvent == Never`). An event emitted with no
  ///     handler is reported as a mistake (a test fails) and reaches nobody.
  /// - Returns: The child's effect, lifted into the parent.
  public func interact<Child: Feature>(
    child: Child,
    _ state: inout Child.DomainState,
    _ childAction: Child.DomainAction,
    action: @escaping @Sendable (Child.DomainAction) -> DomainAction,
    screenEvent: ((Child.ScreenEvent) -> DomainAction)? = nil
  ) -> Effect {
    child.interact(&state, with: childAction).scope(action: action, screenEvent: screenEvent)
  }
}

extension Feature {
  /// Lets one row of a list, found by its identifier, handle one of its actions.
  ///
  /// The rows live in an ``IdentifiedStates``, which records that this row changed, so that
  /// the row's store (``Store/scope(rows:action:feature:)->ScopedRows<F,ID,Child>``) is updated and its siblings are not
  /// visited. An action for a row that is no longer present (deleted while its effect ran) is
  /// ignored. The row's cancellation identifiers are scoped to its identifier, and every effect
  /// it starts is cancelled when the row is removed from a list a store scopes rows from.
  ///
  /// ```swift
  /// case .row(let id, let action):
  ///   return interact(child: row, &state.rows, id: id, action,
  ///                   action: DomainAction.row, screenEvent: DomainAction.rowFinished)
  /// ```
  ///
  /// - Parameters:
  ///   - child: The row feature.
  ///   - rows: The rows' domain states.
  ///   - id: The identifier of the row that handles the action.
  ///   - childAction: The row action to apply.
  ///   - action: Embeds a row action, with its row's identifier, in the parent's action type.
  ///   - screenEvent: Turns a row's screen event into the parent action that handles it; omit
  ///     it for rows that emit none. An event emitted with no handler is reported as a mistake
  ///     (a test fails) and reaches nobody.
  /// - Returns: The row's effect, lifted into the parent.
  @inlinable
  public func interact<Child: Feature, ID: Hashable & Sendable>(
    child: Child,
    _ rows: inout IdentifiedStates<ID, Child.DomainState>,
    id: ID,
    _ childAction: Child.DomainAction,
    action: @escaping @Sendable (ID, Child.DomainAction) -> DomainAction,
    screenEvent: ((ID, Child.ScreenEvent) -> DomainAction)? = nil
  ) -> Effect {
    guard var row = rows[id: id] else {
      return .childGone
    }
    let effect = child.interact(&row, with: childAction)
    rows[id: id] = row
    if case .none = effect.operation { return .none }
    return liftRowEffect(effect, id: id, action: action, screenEvent: screenEvent)
  }

  /// Lifts a row's effect into the parent: identifiers scoped to the row, work marked with the
  /// row's lifetime, actions and screen events embedded with the row's identifier.
  @usableFromInline
  func liftRowEffect<Child: Feature, ID: Hashable & Sendable>(
    _ effect: Child.Effect,
    id: ID,
    action: @escaping @Sendable (ID, Child.DomainAction) -> DomainAction,
    screenEvent: ((ID, Child.ScreenEvent) -> DomainAction)?
  ) -> Effect {
    let rowEvent: ((Child.ScreenEvent) -> DomainAction)? = screenEvent.map { handle in
      { handle(id, $0) }
    }
    return effect.scopingIDs(to: id)
      .mapRuns { run in
        var run = run
        run.lifetime = EffectID(RowLifetime<Child, ID>(id: id))
        return run
      }
      .scope(action: { action(id, $0) }, screenEvent: rowEvent)
  }
}

extension Feature {
  /// Lets one row of an array of identifiable states, found by its identifier, handle one of
  /// its actions.
  ///
  /// A row in an array behaves as one in an ``IdentifiedStates``: its cancellation identifiers
  /// are scoped to its identifier; every effect it starts is cancelled when it is removed from
  /// an array a store scopes rows from (``Store/scope(rows:action:feature:)->ScopedRows<F,Child.DomainState.ID,Child>``);
  /// an action for a row that is no longer present is ignored, and the failure of work it
  /// started with `mustFinish` is then kept in ``PendingWork/failures``. Finding the row costs
  /// O(rows); an ``IdentifiedStates`` finds it in O(1).
  ///
  /// - Parameters:
  ///   - child: The row feature.
  ///   - rows: The rows' domain states.
  ///   - id: The identifier of the row that handles the action.
  ///   - childAction: The row action to apply.
  ///   - action: Embeds a row action, with its row's identifier, in the parent's action type.
  ///   - screenEvent: Turns a row's screen event into the parent action that handles it; omit
  ///     it for rows that emit none. An event emitted with no handler is reported as a mistake
  ///     (a test fails) and reaches nobody.
  /// - Returns: The row's effect, lifted into the parent.
  @inlinable
  public func interact<Child: Feature>(
    child: Child,
    _ rows: inout [Child.DomainState],
    id: Child.DomainState.ID,
    _ childAction: Child.DomainAction,
    action: @escaping @Sendable (Child.DomainState.ID, Child.DomainAction) -> DomainAction,
    screenEvent: ((Child.DomainState.ID, Child.ScreenEvent) -> DomainAction)? = nil
  ) -> Effect where Child.DomainState: Identifiable, Child.DomainState.ID: Sendable {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return .childGone }
    let effect = child.interact(&rows[index], with: childAction)
    if case .none = effect.operation { return .none }
    return liftRowEffect(effect, id: id, action: action, screenEvent: screenEvent)
  }
}
