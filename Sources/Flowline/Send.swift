/// Reports an effect's outcomes back to the store that runs it, as actions.
///
/// An effect receives a `Send` and calls it with each outcome:
///
/// ```swift
/// return .run { send in
///   await send(.usersLoaded(try await service.fetchUsers()))
/// } catch: { error, send in
///   await send(.usersFailed(error.localizedDescription))
/// }
/// ```
///
/// Actions sent after the effect was cancelled (or after its store was released) are dropped.
public struct Send<Action: Sendable>: Sendable {
  /// Hands an action to the store; says whether a composition helper ignored it because the
  /// child it was for is gone.
  let deliver: @MainActor @Sendable (Action) -> Bool
  /// Whether the store that receives the actions still exists.
  let isReceiverAlive: @MainActor @Sendable () -> Bool
  /// Whether the flow removed the receiving store's screen: nobody sees what the store shows,
  /// even if something still holds it.
  let isReceiverRemoved: @MainActor @Sendable () -> Bool
  /// Keeps the failure of work that must finish when its outcome reached nobody; `nil` for
  /// other work.
  let keepFailure: (@MainActor @Sendable (any Error) -> Void)?
  /// Reports an error thrown by work that has no `catch:` (a mistake in the feature).
  let reportUnhandled: @MainActor @Sendable (any Error) -> Void

  /// Creates a `Send` that hands each action to `deliver` on the main actor.
  ///
  /// The store creates these; create one yourself only to test an effect's body or a use case
  /// in isolation.
  ///
  /// - Parameter deliver: Receives each action sent.
  package init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.init(
      { action in
        deliver(action)
        return false
      }, isReceiverAlive: { true })
  }

  init(
    _ deliver: @escaping @MainActor @Sendable (Action) -> Bool,
    isReceiverAlive: @escaping @MainActor @Sendable () -> Bool,
    isReceiverRemoved: @escaping @MainActor @Sendable () -> Bool = { false },
    keepFailure: (@MainActor @Sendable (any Error) -> Void)? = nil,
    reportUnhandled: @escaping @MainActor @Sendable (any Error) -> Void = { _ in }
  ) {
    self.deliver = deliver
    self.isReceiverAlive = isReceiverAlive
    self.isReceiverRemoved = isReceiverRemoved
    self.keepFailure = keepFailure
    self.reportUnhandled = reportUnhandled
  }

  /// Sends an action to the store, unless the sending task was cancelled.
  ///
  /// - Parameter action: The outcome to report.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    _ = deliver(action)
  }

  /// Delivers an outcome; when it reaches nobody (the store or the child is gone, or the flow
  /// removed the store's screen while something still holds it) and it is a failure, keeps the
  /// failure for work that must finish. One main-actor step: the store cannot be released
  /// between the check and the delivery.
  @MainActor
  func deliver(_ action: Action?, failure: () -> (any Error)?) {
    if keepFailure == nil, Task.isCancelled { return }
    var reachedNobody = !isReceiverAlive()
    if !reachedNobody, let action {
      reachedNobody = deliver(action)
    }
    if reachedNobody || isReceiverRemoved(), let keepFailure, let error = failure() {
      keepFailure(error)
    }
  }

  /// An error that no action reported: kept for work that must finish, reported as a mistake
  /// when the work had no `catch:` and its store is still there.
  @MainActor
  func dropped(_ error: any Error, handled: Bool) {
    if let keepFailure {
      keepFailure(error)
    } else if !handled, isReceiverAlive() {
      reportUnhandled(error)
    }
  }

  /// A `Send` that notes whether any action it delivered reached nobody (for a `catch:` whose
  /// report of a must-finish failure must not be lost).
  @MainActor
  func tracking() -> (send: Send, reachedNobody: @MainActor () -> Bool) {
    let flag = DeliveryFlag()
    let send = Send(
      { action in
        let ignored = self.deliver(action)
        if ignored { flag.reachedNobody = true }
        return ignored
      }, isReceiverAlive: isReceiverAlive, isReceiverRemoved: isReceiverRemoved,
      reportUnhandled: reportUnhandled)
    return (send, { flag.reachedNobody || !self.isReceiverAlive() || self.isReceiverRemoved() })
  }

  /// A `Send` that wraps each action with `transform` before delivering it.
  func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child>(
      { child in self.deliver(transform(child)) }, isReceiverAlive: isReceiverAlive,
      isReceiverRemoved: isReceiverRemoved, keepFailure: keepFailure,
      reportUnhandled: reportUnhandled)
  }
}

/// Whether a delivery reached nobody; lives on the main actor, where deliveries happen.
@MainActor
private final class DeliveryFlag {
  var reachedNobody = false
}
