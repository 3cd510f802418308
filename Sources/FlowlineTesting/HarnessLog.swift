import Flowline
import Foundation

/// Everything a harnessed store processed, in order, recorded by an interceptor.
@MainActor
final class HarnessLog<F: Feature> {
  struct Entry {
    let action: F.DomainAction
    let before: F.DomainState
  }

  private(set) var entries: [Entry] = []
  private(set) var screenEvents: [F.ScreenEvent] = []
  weak var store: Store<F>?

  var interceptor: Interceptor<F> {
    Interceptor(
      action: { [unowned self] action in
        guard let store else { return }
        entries.append(Entry(action: action, before: store.domainState))
      },
      screenEvent: { [unowned self] event in
        screenEvents.append(event)
      }
    )
  }

  /// The state right after entry `index` was applied.
  func state(after index: Int) -> F.DomainState {
    if index + 1 < entries.count {
      return entries[index + 1].before
    }
    return store?.domainState ?? entries[index].before
  }
}

/// What a harness knows about its leftovers, readable from its nonisolated `deinit`.
///
/// Safety of `@unchecked Sendable`: both properties are read and written only inside
/// `lock.withLock`.
final class HarnessLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = false
  private var leftovers = ""

  func update(finished: Bool, leftovers: String) {
    lock.withLock {
      self.finished = finished
      self.leftovers = leftovers
    }
  }

  func read() -> (finished: Bool, leftovers: String) {
    lock.withLock { (finished, leftovers) }
  }
}
