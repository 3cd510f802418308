extension Feature {
  /// Lets a presented child feature (a sheet, a popover) handle one of its actions, when it is
  /// presented.
  ///
  /// A parent keeps a presented child's domain state as an optional: `nil` when the child is not
  /// shown. This is how a form edits a copy in a sheet: the parent creates the child state from
  /// its own (`state.editing = SyncUpForm.DomainState(syncUp: state.syncUp)`), the child changes
  /// only the copy, and the parent decides what "Done" (write the copy back) and "Cancel" (drop
  /// it: `state.editing = nil`) mean:
  ///
  /// ```swift
  /// case .editing(let action):
  ///   return interact(presented: form, &state.editing, action, action: Action.editing)
  /// case .doneEditingTapped:
  ///   guard let editing = state.editing else { return .none }
  ///   state.syncUp = editing.syncUp
  ///   state.editing = nil
  ///   return .none
  /// ```
  ///
  /// An action that arrives when the child is not presented (a late effect of a dismissed
  /// sheet) is ignored.
  ///
  /// - Parameters:
  ///   - child: The child feature.
  ///   - state: The child's domain state inside the parent's, `nil` when not presented.
  ///   - childAction: The child action to apply.
  ///   - action: Embeds child actions in the parent's action type (for the child's effects).
  ///   - screenEvent: Turns a child screen event into the parent action that handles it; omit
  ///     it for a child that emits none.
  /// - Returns: The child's effect, lifted into the parent, or ``FeatureEffect/none`` when the
  ///   child is not presented.
  public func interact<Child: Feature>(
    presented child: Child,
    _ state: inout Child.DomainState?,
    _ childAction: Child.DomainAction,
    action: @escaping @Sendable (Child.DomainAction) -> DomainAction,
    screenEvent: ((Child.ScreenEvent) -> DomainAction)? = nil
  ) -> Effect {
    guard var presented = state else {
      return .childGone
    }
    let effect = interact(
      child: child, &presented, childAction, action: action, screenEvent: screenEvent)
    state = presented
    return effect
  }
}
