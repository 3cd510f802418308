@_spi(Unobserved) import Flowline
import Foundation

/// Everything a harnessed store processed, in order, recorded by an interceptor.
@MainActor
final class HarnessLog<F: Feature> {
  struct Entry {
    let action: F.DomainAction
    /// The state before the action; `nil` once the harness no longer needs it
    /// (``forgetStates(before:)``), so that a long test does not keep a copy per action.
    var before: F.DomainState?
  }

  private(set) var entries: [Entry] = []
  private(set) var screenEvents: [F.ScreenEvent] = []
  weak var store: Store<F>?
  /// Entries below this index have no state any more.
  private var forgottenStates = 0
  /// Descriptions of the entries' actions and of the screen events, each made once, when first
  /// asked for; an entry skipped before anyone asked has an empty one, never read.
  private var actionDescriptions: [String] = []
  private var screenEventDescriptions: [String] = []

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
    if index + 1 < entries.count, let before = entries[index + 1].before {
      return before
    }
    return store?.domainState ?? entries[index].before!
  }

  /// Drops the states kept for the entries below `index`: the harness has asserted past them.
  func forgetStates(before index: Int) {
    while forgottenStates < min(index, entries.count) {
      entries[forgottenStates].before = nil
      forgottenStates += 1
    }
  }

  /// The descriptions of the actions from entry `index` on.
  func describedActions(from index: Int) -> ArraySlice<String> {
    Self.describe(entries.lazy.map(\.action), from: index, into: &actionDescriptions)
  }

  /// The descriptions of the screen events from `index` on.
  func describedScreenEvents(from index: Int) -> ArraySlice<String> {
    Self.describe(screenEvents, from: index, into: &screenEventDescriptions)
  }

  /// Describes each value from `index` on once, keeping the descriptions in `descriptions`:
  /// reporting leftovers after every step costs what was logged since the last step, not
  /// everything still unreceived.
  private static func describe<Values: RandomAccessCollection<Value>, Value>(
    _ values: Values, from index: Int, into descriptions: inout [String]
  ) -> ArraySlice<String> where Values.Index == Int {
    let start = min(index, values.count)
    if descriptions.count < start {
      descriptions.append(contentsOf: repeatElement("", count: start - descriptions.count))
    }
    while descriptions.count < values.count {
      descriptions.append(FlowlineTesting.describe(values[descriptions.count]))
    }
    return descriptions[start...]
  }
}

/// What a harness knows about its leftovers, readable from its nonisolated `deinit`.
///
/// Safety of `@unchecked Sendable`: both properties are read and written only inside
/// `lock.withLock`.
final class HarnessLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = false
  private var leftovers = HarnessLeftovers()

  func update(finished: Bool, leftovers: HarnessLeftovers) {
    lock.withLock {
      self.finished = finished
      self.leftovers = leftovers
    }
  }

  /// Whether the harness finished, and its last leftovers, as one line.
  func read() -> (finished: Bool, leftovers: String) {
    let (finished, leftovers) = lock.withLock { (self.finished, self.leftovers) }
    return (finished, leftovers.descriptions().joined(separator: "; "))
  }
}
