/// Tells work that must finish whether its result reached a child that is gone.
///
/// A row's or a presented child's ``FeatureEffect/mustFinish(_:in:priority:operation:then:)``
/// result is delivered to the parent's store, which is still alive when only the child left
/// (a removed row, a dismissed sheet); the composition helpers then ignore it. Without this
/// signal a failure would be lost there, though its screen is as gone as a released store's.
/// The delivery binds a marker to the task for one synchronous dispatch; a helper that finds
/// its child missing marks it, and the delivery keeps the failure in ``PendingWork/failures``.
///
/// Safety of `@unchecked Sendable`: `isMarked` is read and written only inside `lock.withLock`.
@usableFromInline
final class IgnoredChildResult: @unchecked Sendable {
  /// The marker of the delivery running on this task, if any.
  @TaskLocal static var current: IgnoredChildResult?

  private let lock = Lock()
  private var marked = false

  /// Whether a composition helper ignored the delivered action because its child is gone.
  var isMarked: Bool { lock.withLock { marked } }

  /// Runs `deliver` and says whether the action it delivered reached a child that is gone.
  static func delivering(_ deliver: () -> Void) -> Bool {
    let marker = IgnoredChildResult()
    $current.withValue(marker, operation: deliver)
    return marker.isMarked
  }

  /// Runs `body` with no marker bound: for the actions a delivery queued after the delivered
  /// one, whose missing children are not the delivered result's.
  @usableFromInline
  static func outsideDelivery(_ body: () -> Void) {
    guard current != nil else { return body() }
    $current.withValue(nil, operation: body)
  }

  /// Called by a composition helper that ignores an action because its child is gone.
  @usableFromInline
  static func noteIgnored() {
    guard let current else { return }
    current.lock.withLock { current.marked = true }
  }
}
