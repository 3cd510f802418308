import Observation

// Fine-grained invalidation (DESIGN.md, decision 2).
//
// Each view-state value read through the store becomes a *watch*: the value's key path, the
// composed key path `\Store.viewState.<path>` under which Observation tracks it, and the value
// as it was read. After each action the store compares every watch's value with the new view
// state and notifies Observation of exactly the paths that differ. A notified watch is dropped:
// its readers were invalidated, and they watch the path again when they read it again.
//
// The hot loop makes one virtual call per watch (no closure boxes), reads the value through its
// key path from a view state borrowed once (no copies), and is nonisolated (no executor checks).

/// A value read through the store, waiting to be reported changed.
class Watch<F: Feature> {
  /// The watch's position in its ``WatchList``.
  var slot = 0
  /// The key path into the view state, the watch list's lookup key.
  let path: AnyKeyPath

  init(path: AnyKeyPath) {
    self.path = path
  }

  /// Whether the value at this watch's path in `viewState` differs from the one read.
  func hasChanged(in viewState: F.ViewState) -> Bool { true }

  /// Tells Observation that this watch's readers' value was read.
  func access(_ store: Store<F>) {}

  /// Tells Observation that this watch's value changed.
  func notify(_ store: Store<F>) {}
}

/// Watches one `Equatable` value of the view state.
final class ValueWatch<F: Feature, Value: Equatable>: Watch<F> {
  let keyPath: KeyPath<F.ViewState, Value>
  let observedKeyPath: KeyPath<Store<F>, Value>
  let value: Value

  init(
    keyPath: KeyPath<F.ViewState, Value>,
    observedKeyPath: KeyPath<Store<F>, Value>,
    value: Value
  ) {
    self.keyPath = keyPath
    self.observedKeyPath = observedKeyPath
    self.value = value
    super.init(path: keyPath)
  }

  override func hasChanged(in viewState: F.ViewState) -> Bool {
    viewState[keyPath: keyPath] != value
  }

  override func access(_ store: Store<F>) {
    store.registrar.access(store, keyPath: observedKeyPath)
  }

  override func notify(_ store: Store<F>) {
    store.registrar.willSet(store, keyPath: observedKeyPath)
    store.registrar.didSet(store, keyPath: observedKeyPath)
  }
}

/// The watched values of one store: a list for the per-action loop and an index for reads.
struct WatchList<F: Feature> {
  private(set) var list: ContiguousArray<Watch<F>> = []
  private var byPath: [AnyKeyPath: Watch<F>] = [:]

  var isEmpty: Bool { list.isEmpty }
  var count: Int { list.count }

  subscript(path: AnyKeyPath) -> Watch<F>? { byPath[path] }

  mutating func insert(_ watch: Watch<F>) {
    watch.slot = list.count
    list.append(watch)
    byPath[watch.path] = watch
  }

  mutating func remove(at slot: Int) {
    let removed = list[slot]
    let last = list.removeLast()
    if slot < list.count {
      list[slot] = last
      last.slot = slot
    }
    byPath[removed.path] = nil
  }
}

extension Store {
  /// How many view-state values are watched (for tests and benchmarks).
  package var watchedPathCount: Int { watches.count }

  func watch<Value: Equatable>(_ keyPath: KeyPath<F.ViewState, Value>, _ value: Value) {
    if let watch = watches[keyPath] {
      watch.access(self)
      return
    }
    let observed: KeyPath<Store<F>, Value> = (\Store<F>.viewState).appending(path: keyPath)
    let watch = ValueWatch<F, Value>(keyPath: keyPath, observedKeyPath: observed, value: value)
    watches.insert(watch)
    watch.access(self)
  }

  func watchWhole(_ viewState: F.ViewState) {
    watch(\F.ViewState.self, viewState, observed: \Store<F>.viewState)
  }

  private func watch(
    _ keyPath: KeyPath<F.ViewState, F.ViewState>,
    _ value: F.ViewState,
    observed: KeyPath<Store<F>, F.ViewState>
  ) {
    if let watch = watches[keyPath] {
      watch.access(self)
      return
    }
    let watch = ValueWatch<F, F.ViewState>(
      keyPath: keyPath, observedKeyPath: observed, value: value)
    watches.insert(watch)
    watch.access(self)
  }

  /// Recomputes the view state and notifies the readers of exactly the values that changed.
  func notifyChangedReaders() {
    let viewState = currentViewState()
    var slot = watches.count - 1
    while slot >= 0 {
      let watch = watches.list[slot]
      if watch.hasChanged(in: viewState) {
        watches.remove(at: slot)
        watch.notify(self)
      }
      slot -= 1
    }
  }
}
