import Observation
import Synchronization

// A SwiftUI view reads its values inside `withObservationTracking`, and when Observation calls
// `onChange` it schedules a new `body`, whose reads arm the tracking again. The readers here do
// the same, synchronously: a reader counts each invalidation and is re-armed ("re-rendered") by
// the benchmark loop, so every measured action pays for the notification a view would cause.

/// Counts invalidations, from whatever thread Observation calls `onChange` on.
final class InvalidationCounter: Sendable {
  private let storage = Atomic<Int>(0)

  /// The invalidations counted so far.
  var count: Int { storage.load(ordering: .relaxed) }

  /// Counts one invalidation.
  func increment() {
    storage.add(1, ordering: .relaxed)
  }
}

/// Many readers, one value each; remembers which of them were invalidated since the last
/// re-render.
final class InvalidatedReaders: Sendable {
  private let invalidated = Mutex<[Int]>([])
  private let total = Atomic<Int>(0)

  /// How many invalidations were counted in all.
  var count: Int { total.load(ordering: .relaxed) }

  /// Records that reader `index` was invalidated.
  func invalidate(_ index: Int) {
    total.add(1, ordering: .relaxed)
    invalidated.withLock { $0.append(index) }
  }

  /// The readers invalidated since the last call, to re-arm.
  func takeInvalidated() -> [Int] {
    invalidated.withLock { indices in
      defer { indices.removeAll(keepingCapacity: true) }
      return indices
    }
  }
}

/// Arms one tracked read, as a view's `body` does: `onChange` counts one invalidation.
@MainActor
func track<Value>(_ counter: InvalidationCounter, _ read: () -> Value) {
  withObservationTracking {
    _ = read()
  } onChange: {
    counter.increment()
  }
}

/// Arms reader `index` of a group of readers.
@MainActor
func track<Value>(_ readers: InvalidatedReaders, _ index: Int, _ read: () -> Value) {
  withObservationTracking {
    _ = read()
  } onChange: {
    readers.invalidate(index)
  }
}
