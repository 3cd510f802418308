public import Observation

// Fine-grained invalidation (DESIGN.md, decision 2).
//
// Each view-state value read through the store becomes a *watch*: the value's key path and the
// value as it was read. After each action the store compares every active watch's value with
// the new view state and notifies Observation of exactly the watches that differ. A notified
// watch goes inactive: its readers were invalidated. It stays known, so that the next read (the
// re-render) only re-activates it, which is cheap.
//
// Each watch is its own Observation subject, with its own registrar, tracked under one constant
// one-component key path (`\WatchTracking.marker`). Observation hashes the tracked key path on
// every read, registration, change and cancellation; a composed path such as
// `\Store.viewState.title` costs a key-path buffer walk each time, and forming one per watch
// costs an allocation. A registrar per watch keeps readers of different values apart exactly as
// distinct key paths did: a change notifies the one registrar of the watch that changed.
//
// The hot loop makes one call per active watch, reads the value from a view state borrowed once
// (no copies), and is specialized in the client (everything it calls is `@inlinable`, so no
// generic metadata is looked up per action). A value at a path of stored properties is read at
// its offset in the view state (`MemoryLayout.offset(of:)`, computed once per watch); only
// paths with subscripts or computed properties go through the key-path interpreter. Each store
// has its own watches, and a child store's watches are compared only after an action that
// changed the child's domain state (ChildScope.swift): watches are bucketed by child.

/// The Observation side of a watch: a subject with its own registrar.
///
/// Not generic, so that registering a read or a change needs no generic metadata.
@usableFromInline
class WatchTracking: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  /// Names the watched value for Observation; never read. Every watch uses the same key path
  /// (`\WatchTracking.marker`): readers are told apart by the registrar they registered with.
  @usableFromInline final let marker: UInt8 = 0

  @usableFromInline
  init() {}

  /// Tells Observation that this watch's value was read.
  @inlinable
  final func access() {
    registrar.access(self, keyPath: \WatchTracking.marker)
  }

  /// Tells Observation that this watch's value changed.
  @inlinable
  final func notify() {
    registrar.willSet(self, keyPath: \WatchTracking.marker)
    registrar.didSet(self, keyPath: \WatchTracking.marker)
  }
}

/// A value read through the store, waiting to be reported changed.
///
/// Its mutable fields are `@exclusivity(unchecked)`, as the store's are (Store.swift): a watch
/// belongs to one store, is reached only from that store's main-actor code, and every access
/// to `slot` and `value` is instantaneous (a read or an assignment, never `inout` across a
/// call), so no two accesses can overlap; the dynamic checks were a tenth of a send.
@usableFromInline
class Watch<F: Feature>: WatchTracking {
  /// The watch's position in its ``WatchList``'s active list, or `nil` while inactive.
  @exclusivity(unchecked) @usableFromInline final var slot: Int?
  /// The key path into the view state, the watch list's lookup key.
  @usableFromInline final let path: AnyKeyPath
  /// Whether the value at this watch's path in a view state differs from the one read. Built in
  /// the client's specialized code (``Store/watch(_:_:)`` is inlinable), so that the comparison
  /// runs specialized, not through the generic key-path interpreter and witness tables.
  @usableFromInline final let isChanged: (F.ViewState, Watch<F>) -> Bool

  @usableFromInline
  init(path: AnyKeyPath, isChanged: @escaping (F.ViewState, Watch<F>) -> Bool) {
    self.path = path
    self.isChanged = isChanged
  }
}

/// Watches one `Equatable` value of the view state.
@usableFromInline
final class ValueWatch<F: Feature, Value: Equatable>: Watch<F> {
  @exclusivity(unchecked) @usableFromInline var value: Value

  @usableFromInline
  init(
    keyPath: KeyPath<F.ViewState, Value>,
    value: Value,
    isChanged: @escaping (F.ViewState, Watch<F>) -> Bool
  ) {
    self.value = value
    super.init(path: keyPath, isChanged: isChanged)
  }
}

/// The watched values of one store: the active ones in a list for the per-action loop, and every
/// known one in an index for reads.
@usableFromInline
struct WatchList<F: Feature> {
  /// How many inactive watches are kept for quick re-activation before they are forgotten.
  @inlinable
  static var inactiveLimit: Int { 4_096 }

  @usableFromInline private(set) var active: ContiguousArray<Watch<F>> = []
  @usableFromInline var known: [AnyKeyPath: Watch<F>] = [:]

  @inlinable
  var isEmpty: Bool { active.isEmpty }
  @inlinable
  var count: Int { active.count }

  /// The first watches made, found by the identity of their key path before the index is
  /// hashed: a key-path literal is one object, so a view's re-render finds its watch without
  /// hashing the path (which Observation's registrar and the index each do otherwise).
  @usableFromInline var firstKnown: ContiguousArray<Watch<F>> = []

  @inlinable
  subscript(path: AnyKeyPath) -> Watch<F>? {
    for watch in firstKnown where watch.path === path {
      return watch
    }
    return known[path]
  }

  @inlinable
  mutating func insert(_ watch: Watch<F>) {
    if known.count - active.count >= Self.inactiveLimit {
      known = known.filter { $0.value.slot != nil }
      firstKnown.removeAll { $0.slot == nil }
    }
    known[watch.path] = watch
    if firstKnown.count < 8 {
      firstKnown.append(watch)
    }
    activate(watch)
  }

  @inlinable
  mutating func activate(_ watch: Watch<F>) {
    guard watch.slot == nil else { return }
    watch.slot = active.count
    active.append(watch)
  }

  @inlinable
  mutating func deactivate(at slot: Int) {
    let removed = active[slot]
    let last = active.removeLast()
    if slot < active.count {
      active[slot] = last
      last.slot = slot
    }
    removed.slot = nil
  }
}

extension Store {
  /// How many view-state values are watched (for tests and benchmarks).
  package var watchedPathCount: Int { watches.count }

  /// Registers a read of `keyPath` with Observation, watching its value from now on.
  ///
  /// - Parameters:
  ///   - keyPath: The value's path in the view state (`\.self` for the whole view state).
  ///   - value: The value read.
  @inlinable
  func watch<Value: Equatable>(_ keyPath: KeyPath<F.ViewState, Value>, _ value: Value) {
    if let known = watches[keyPath] {
      if known.slot == nil {
        // Equal key paths have equal value types, so the watch for `keyPath` is a
        // `ValueWatch<F, Value>`.
        unsafeDowncast(known, to: ValueWatch<F, Value>.self).value = value
        watches.activate(known)
      }
      known.access()
      return
    }
    let isChanged: (F.ViewState, Watch<F>) -> Bool
    if let offset = MemoryLayout<F.ViewState>.offset(of: keyPath) {
      // A path of stored properties: the value sits at a fixed offset in the view state, so
      // the comparison reads it there instead of running the key-path interpreter.
      isChanged = { viewState, watch in
        let current = withUnsafeBytes(of: viewState) {
          $0.load(fromByteOffset: offset, as: Value.self)
        }
        return current != unsafeDowncast(watch, to: ValueWatch<F, Value>.self).value
      }
    } else {
      isChanged = { viewState, watch in
        viewState[keyPath: keyPath] != unsafeDowncast(watch, to: ValueWatch<F, Value>.self).value
      }
    }
    let watch = ValueWatch<F, Value>(keyPath: keyPath, value: value, isChanged: isChanged)
    watches.insert(watch)
    watch.access()
  }

  @inlinable
  func watchWhole(_ viewState: F.ViewState) {
    watch(\F.ViewState.self, viewState)
  }

  /// Recomputes the view state and notifies the readers of exactly the values that changed.
  @inlinable
  func notifyChangedReaders() {
    let viewState = currentViewState()
    var slot = watches.count - 1
    while slot >= 0 {
      let watch = watches.active[slot]
      if watch.isChanged(viewState, watch) {
        watches.deactivate(at: slot)
        watch.notify()
      }
      slot -= 1
    }
  }
}
