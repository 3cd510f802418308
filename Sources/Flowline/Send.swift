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

  /// Creates a `Send` that hands each action to `deliver` on the main actor.
  ///
  /// The store creates these; create one yourself only to test an effect's body in isolation.
  ///
  /// - Parameter deliver: Receives each action sent.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.init(
      { action in
        deliver(action)
        return false
      }, isReceiverAlive: { true })
  }

  init(
    _ deliver: @escaping @MainActor @Sendable (Action) -> Bool,
    isReceiverAlive: @escaping @MainActor @Sendable () -> Bool
  ) {
    self.deliver = deliver
    self.isReceiverAlive = isReceiverAlive
  }

  /// Sends an action to the store, unless the sending task was cancelled.
  ///
  /// - Parameter action: The outcome to report.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    _ = deliver(action)
  }

  /// A `Send` that wraps each action with `transform` before delivering it.
  func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child>({ child in self.deliver(transform(child)) }, isReceiverAlive: isReceiverAlive)
  }
}
