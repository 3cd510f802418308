public import Observation

// Child stores (DESIGN.md, decision 9).
//
// A scoped store is a `Store` of the child's feature whose domain state is a copy of the
// child's part of the parent's, and whose `dispatch` hands actions to the parent's store. The
// parent keeps one `ChildScope` per scoped part; after each action it asks each scope to update
// its child stores, and a child store whose domain state did not change is left alone: its
// watches are not visited. A store's watches are thus bucketed by child, and an action costs
// the watches of the children it changed. For a list, the `IdentifiedStates` change log names
// the rows that changed, so the siblings are not even compared.
//
// Each scope's `updater` is a closure built in the client's specialized code (the `scope`
// methods are inlinable), so that updating a child store runs specialized for the child's
// feature: a generic class's methods, called through its vtable, would run unspecialized and
// look up generic metadata on every action.

/// Identifies one scoped part of a store's domain state: its path and the child's feature type.
@usableFromInline
struct ScopeKey: Hashable {
  @usableFromInline let path: AnyKeyPath
  @usableFromInline let child: ObjectIdentifier

  @usableFromInline
  init(path: AnyKeyPath, child: ObjectIdentifier) {
    self.path = path
    self.child = child
  }
}

/// One scoped part of a parent's domain state and the child stores it keeps.
@MainActor
@usableFromInline
class ChildScope<Parent: Feature>: Observable {
  @usableFromInline let registrar = ObservationRegistrar()

  /// Brings the child stores up to date with the parent's new domain state; set by the
  /// inlinable `scope` method that made the scope.
  @usableFromInline var updater: (Parent.DomainState) -> Void = { _ in }

  @usableFromInline init() {}

  /// Marks every child store of this scope stale: the parent's own state left its parent's.
  @usableFromInline
  func makeStoresStale() {}
}

/// The scope of one embedded child, always present.
@usableFromInline
final class EmbeddedScope<Parent: Feature, Child: Feature>: ChildScope<Parent> {
  @usableFromInline let store: Store<Child>

  @usableFromInline
  init(store: Store<Child>) {
    self.store = store
  }

  override func makeStoresStale() {
    store.becomeStale()
  }
}

/// The scope of an optional child: a child store exists while the child's state does.
@usableFromInline
final class OptionalScope<Parent: Feature, Child: Feature>: ChildScope<Parent> {
  let path: KeyPath<Parent.DomainState, Child.DomainState?>
  let make: (Child.DomainState) -> Store<Child>
  private(set) var store: Store<Child>?
  private var isPresent: Bool
  /// Made once: a key path of a generic class is instantiated at run time on every use.
  private let isPresentKey: KeyPath<OptionalScope, Bool> = \.isPresent

  @usableFromInline
  init(
    path: KeyPath<Parent.DomainState, Child.DomainState?>,
    state: Parent.DomainState,
    make: @escaping (Child.DomainState) -> Store<Child>
  ) {
    self.path = path
    self.make = make
    self.isPresent = state[keyPath: path] != nil
  }

  /// The child store while the child's state is present; registers the read of its presence.
  @usableFromInline
  func current(in state: Parent.DomainState) -> Store<Child>? {
    registrar.access(self, keyPath: isPresentKey)
    guard let childState = state[keyPath: path] else { return nil }
    if let store { return store }
    let store = make(childState)
    self.store = store
    return store
  }

  override func makeStoresStale() {
    store?.becomeStale()
  }

  /// Updates the child store, or lets it go stale when the child's state became `nil`.
  @usableFromInline
  func update(from state: Parent.DomainState) {
    let childState = state[keyPath: path]
    if let childState {
      store?.receive(childState)
    } else {
      store?.becomeStale()
      store = nil
    }
    if isPresent != (childState != nil) {
      registrar.withMutation(of: self, keyPath: isPresentKey) {
        isPresent = childState != nil
      }
    }
  }
}

/// The scope of a list of children: a store per row read, made on first read, kept while the
/// row exists. Subclasses say where the rows are and how to find the ones that changed.
@usableFromInline
class RowsScope<Parent: Feature, ID: Hashable & Sendable, Child: Feature>: ChildScope<Parent> {
  let make: (ID, Child.DomainState) -> Store<Child>
  @usableFromInline var stores: [ID: Store<Child>] = [:]
  @usableFromInline var ids: [ID]
  /// Made once: a key path of a generic class is instantiated at run time on every use
  /// (~58,000 instructions, most of what a view's `scope(rows:…)` call cost).
  let idsKey: KeyPath<RowsScope, [ID]> = \.ids

  @usableFromInline
  init(ids: [ID], make: @escaping (ID, Child.DomainState) -> Store<Child>) {
    self.ids = ids
    self.make = make
  }

  /// The state of the row with this identifier in the parent's state, or `nil`.
  func rowState(_ id: ID, in state: Parent.DomainState) -> Child.DomainState? { nil }

  /// The row identifiers, in order; registers the read of the list's structure.
  @usableFromInline
  func readIDs() -> [ID] {
    registrar.access(self, keyPath: idsKey)
    return ids
  }

  /// The store of a row, made on first use, or `nil` for an identifier with no row.
  func store(for id: ID, in state: Parent.DomainState) -> Store<Child>? {
    if let store = stores[id] { return store }
    guard let rowState = rowState(id, in: state) else { return nil }
    let store = make(id, rowState)
    stores[id] = store
    return store
  }

  /// Updates the store of row `id`, if it has one; a removed row's store goes stale.
  ///
  /// - Returns: Whether the row was removed.
  @inlinable
  @discardableResult
  func refresh(_ id: ID, to rowState: Child.DomainState?) -> Bool {
    if let rowState {
      stores[id]?.receive(rowState)
      return false
    }
    stores.removeValue(forKey: id)?.becomeStale()
    return true
  }

  /// Publishes the list's new order when it differs.
  @usableFromInline
  func setIDs(_ newIDs: [ID]) {
    guard ids != newIDs else { return }
    registrar.withMutation(of: self, keyPath: idsKey) {
      ids = newIDs
    }
  }

  override func makeStoresStale() {
    for store in stores.values {
      store.becomeStale()
    }
  }
}

/// The rows of an ``IdentifiedStates``: its change log names the rows to update.
@usableFromInline
final class IdentifiedRowsScope<Parent: Feature, ID: Hashable & Sendable, Child: Feature>:
  RowsScope<Parent, ID, Child>
{
  @usableFromInline typealias Rows = IdentifiedStates<ID, Child.DomainState>

  let path: KeyPath<Parent.DomainState, Rows>
  @usableFromInline let cancelEffects: (ID) -> Void
  @usableFromInline var seenOrigin: ChangeOrigin
  @usableFromInline var seenCount: Int
  @usableFromInline var seenStructure: Int

  @usableFromInline
  init(
    path: KeyPath<Parent.DomainState, Rows>,
    state: Parent.DomainState,
    make: @escaping (ID, Child.DomainState) -> Store<Child>,
    cancelEffects: @escaping (ID) -> Void
  ) {
    self.path = path
    self.cancelEffects = cancelEffects
    let rows = state[keyPath: path]
    seenOrigin = rows.changes.origin
    seenCount = rows.changes.count
    seenStructure = rows.changes.structureCount
    super.init(ids: rows.ids, make: make)
  }

  override func rowState(_ id: ID, in state: Parent.DomainState) -> Child.DomainState? {
    state[keyPath: path][id: id]
  }

  /// Updates the stores of the rows the list's change log names (or of every row that has a
  /// store, when the log cannot tell), and publishes a new order.
  ///
  /// - Parameter rows: The parent's rows after an action.
  @inlinable
  func update(_ rows: Rows) {
    let changes = rows.changes
    let logged =
      changes.origin === seenOrigin
      && changes.forEachIdentifier(after: seenCount) { id in
        if refresh(id, to: rows[id: id]) {
          cancelEffects(id)
        }
      }
    if !logged {
      // Another list, or more changes than the log keeps: compare the rows that have stores.
      refreshEvery(in: rows)
    }
    let structureChanged = changes.origin !== seenOrigin || changes.structureCount != seenStructure
    seenOrigin = changes.origin
    seenCount = changes.count
    seenStructure = changes.structureCount
    if structureChanged {
      setIDs(rows.ids)
    }
  }

  @usableFromInline
  func refreshEvery(in rows: Rows) {
    for id in Array(stores.keys) where refresh(id, to: rows[id: id]) {
      cancelEffects(id)
    }
  }
}

/// The rows of an array of identifiable states: a list the parent does not keep in an
/// ``IdentifiedStates``. After an action that changed the array, every row that has a store is
/// compared; an untouched array costs one identity check.
@usableFromInline
final class ArrayRowsScope<Parent: Feature, Child: Feature>:
  RowsScope<Parent, Child.DomainState.ID, Child>
where Child.DomainState: Identifiable, Child.DomainState.ID: Sendable {
  @usableFromInline typealias ID = Child.DomainState.ID

  let path: KeyPath<Parent.DomainState, [Child.DomainState]>
  let cancelEffects: (ID) -> Void
  private var seen: [Child.DomainState]
  /// The position of each identifier's first row in ``seen``, built when a row store is first
  /// made after the array changed: making the stores of n rows costs O(n), not O(n²).
  private var positions: [ID: Int]?

  @usableFromInline
  init(
    path: KeyPath<Parent.DomainState, [Child.DomainState]>,
    state: Parent.DomainState,
    make: @escaping (ID, Child.DomainState) -> Store<Child>,
    cancelEffects: @escaping (ID) -> Void
  ) {
    self.path = path
    self.cancelEffects = cancelEffects
    seen = state[keyPath: path]
    super.init(ids: seen.map(\.id), make: make)
  }

  override func rowState(_ id: ID, in state: Parent.DomainState) -> Child.DomainState? {
    let rows = state[keyPath: path]
    // After every action `seen` is the parent's array itself (one buffer: an identity check).
    guard rows == seen else { return rows.first { $0.id == id } }
    let positions = self.positions ?? Self.firstPositions(of: rows)
    self.positions = positions
    return positions[id].map { rows[$0] }
  }

  private static func firstPositions(of rows: [Child.DomainState]) -> [ID: Int] {
    var positions: [ID: Int] = [:]
    positions.reserveCapacity(rows.count)
    for (position, row) in rows.enumerated() where positions[row.id] == nil {
      positions[row.id] = position
    }
    return positions
  }

  /// Updates the rows that have stores when the array changed.
  @usableFromInline
  func update(from state: Parent.DomainState) {
    let rows = state[keyPath: path]
    guard rows != seen else {
      // Equal rows in other storage: keep that storage, so that a row store made later finds
      // its row with an identity check, not a comparison of every row. The index still holds.
      seen = rows
      return
    }
    let old = seen
    seen = rows
    positions = nil
    var byID: [ID: Child.DomainState] = [:]
    for row in rows {
      byID[row.id] = row
    }
    for id in Array(stores.keys) {
      refresh(id, to: byID[id])
    }
    // Every removed row's effects end, whether or not a view made its store.
    for row in old where byID[row.id] == nil {
      cancelEffects(row.id)
    }
    setIDs(rows.map(\.id))
  }
}
