import Observation

// Fine-grained invalidation (DESIGN.md, decision 2).
//
// Each view-state value read through the store becomes a *watch*: the value's key path, the
// composed key path `\Store.viewState.<path>` under which Observation tracks it, and the value
// as it was read. After each action the store compares every active watch's value with the new
// view state and notifies Observation of exactly the paths that differ. A notified watch goes
// inactive: its readers were invalidated. It stays known, with its composed key path, so that the
// next read (the re-render) only re-activates it, which is cheap; forming key paths is not.
//
// The hot loop makes one call per active watch, reads the value from a view state borrowed once
// (no copies), and is nonisolated (no executor checks). A value at a path of stored properties
// is read at its offset in the view state (`MemoryLayout.offset(of:)`, computed once per watch);
// only paths with subscripts or computed properties go through the key-path interpreter. Each
// store has its own watches, and a child store's watches are compared only after an action
// that changed the child's domain state (ChildScope.swift): watches are bucketed by child.
/// A value read through the store, waiting to be reported changed.
@usableFromInline
class Watch<F: Feature> {
  /// The watch's position in its ``WatchList``'s active list, or `nil` while inactive.
  @usableFromInline var slot: Int?
  /// The key path into the view state, the watch list's lookup key.
  @usableFromInline let path: AnyKeyPath
  /// Whether the value at this watch's path in a view state differs from the one read. Built in
  /// the client's specialized code (``Store/watch(_:_:)`` is inlinable), so that the comparison
  /// runs specialized, not through the generic key-path interpreter and witness tables.
  @usableFromInline let isChanged: (F.ViewState, Watch<F>) -> Bool

  @usableFromInline
  init(path: AnyKeyPath, isChanged: @escaping (F.ViewState, Watch<F>) -> Bool) {
    self.path = path
    self.isChanged = isChanged
  }

  /// Tells Observation that this watch's readers' value was read.
  @usableFromInline
  func access(_ store: Store<F>) {}

  /// Tells Observation that this watch's value changed.
  @usableFromInline
  func notify(_ store: Store<F>) {}
}

/// Watches one `Equatable` value of the view state.
@usableFromInline
final class ValueWatch<F: Feature, Value: Equatable>: Watch<F> {
  @usableFromInline let observedKeyPath: KeyPath<Store<F>, Value>
  @usableFromInline var value: Value

  @usableFromInline
  init(
    keyPath: KeyPath<F.ViewState, Value>,
    observedKeyPath: KeyPath<Store<F>, Value>,
    value: Value,
    isChanged: @escaping (F.ViewState, Watch<F>) -> Bool
  ) {
    self.observedKeyPath = observedKeyPath
    self.value = value
    super.init(path: keyPath, isChanged: isChanged)
  }

  @usableFromInline
  override func access(_ store: Store<F>) {
    store.registrar.access(store, keyPath: observedKeyPath)
  }

  @usableFromInline
  override func notify(_ store: Store<F>) {
    store.registrar.willSet(store, keyPath: observedKeyPath)
    store.registrar.didSet(store, keyPath: observedKeyPath)
  }
}

/// The watched values of one store: the active ones in a list for the per-action loop, and every
/// known one in an index for reads.
@usableFromInline
struct WatchList<F: Feature> {
  /// How many inactive watches are kept for quick re-activation before they are forgotten.
  static var inactiveLimit: Int { 4_096 }

  @usableFromInline private(set) var active: ContiguousArray<Watch<F>> = []
  @usableFromInline var known: [AnyKeyPath: Watch<F>] = [:]

  @usableFromInline
  var isEmpty: Bool { active.isEmpty }
  @usableFromInline
  var count: Int { active.count }

  /// The first watches made, found by the identity of their key path before the index is
  /// hashed: a key-path literal is one object, so a view's re-render finds its watch without
  /// hashing the path (which Observation's registrar and the index each do otherwise).
  @usableFromInline var firstKnown: ContiguousArray<Watch<F>> = []

  @usableFromInline
  subscript(path: AnyKeyPath) -> Watch<F>? {
    for watch in firstKnown where watch.path === path {
      return watch
    }
    return known[path]
  }

  @usableFromInline
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

  @usableFromInline
  mutating func activate(_ watch: Watch<F>) {
    guard watch.slot == nil else { return }
    watch.slot = active.count
    active.append(watch)
  }

  @usableFromInline
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
  ///   - keyPath: The value's path in the view state.
  ///   - value: The value read.
  ///   - observed: The key path Observation tracks; `\Store.viewState` composed with `keyPath`
  ///     unless given (the whole view state is tracked under `\Store.viewState` itself).
  @inlinable
  func watch<Value: Equatable>(
    _ keyPath: KeyPath<F.ViewState, Value>,
    _ value: Value,
    observed: KeyPath<Store<F>, Value>? = nil
  ) {
    if let known = watches[keyPath] {
      if known.slot == nil {
        // Equal key paths have equal value types, so the watch for `keyPath` is a
        // `ValueWatch<F, Value>`.
        unsafeDowncast(known, to: ValueWatch<F, Value>.self).value = value
        watches.activate(known)
      }
      known.access(self)
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
    let watch = ValueWatch<F, Value>(
      keyPath: keyPath,
      observedKeyPath: observed ?? (\Store<F>.viewState).appending(path: keyPath),
      value: value,
      isChanged: isChanged
    )
    watches.insert(watch)
    watch.access(self)
  }

  @usableFromInline
  func watchWhole(_ viewState: F.ViewState) {
    watch(\F.ViewState.self, viewState, observed: \Store<F>.viewState)
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
        watch.notify(self)
      }
      slot -= 1
    }
  }
}
