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

/// Identifies one scoped part of a store's domain state: its path and the child's feature type.
struct ScopeKey: Hashable {
  let path: AnyKeyPath
  let child: ObjectIdentifier
}

/// One scoped part of a parent's domain state and the child stores it keeps.
@MainActor
@usableFromInline
class ChildScope<Parent: Feature>: Observable {
  let registrar = ObservationRegistrar()

  /// Brings the child stores up to date with the parent's new domain state.
  ///
  /// - Parameter state: The parent's domain state after an action.
  @usableFromInline
  func update(from state: Parent.DomainState) {}

  /// Marks every child store of this scope stale: the parent's own state left its parent's.
  func makeStoresStale() {}
}

/// The scope of one embedded child, always present.
final class EmbeddedScope<Parent: Feature, Child: Feature>: ChildScope<Parent> {
  let path: KeyPath<Parent.DomainState, Child.DomainState>
  let store: Store<Child>

  init(path: KeyPath<Parent.DomainState, Child.DomainState>, store: Store<Child>) {
    self.path = path
    self.store = store
  }

  override func update(from state: Parent.DomainState) {
    store.receive(state[keyPath: path])
  }

  override func makeStoresStale() {
    store.becomeStale()
  }
}

/// The scope of an optional child: a child store exists while the child's state does.
final class OptionalScope<Parent: Feature, Child: Feature>: ChildScope<Parent> {
  let path: KeyPath<Parent.DomainState, Child.DomainState?>
  let make: (Child.DomainState) -> Store<Child>
  private(set) var store: Store<Child>?
  private var isPresent: Bool

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
  func current(in state: Parent.DomainState) -> Store<Child>? {
    registrar.access(self, keyPath: \.isPresent)
    guard let childState = state[keyPath: path] else { return nil }
    if let store { return store }
    let store = make(childState)
    self.store = store
    return store
  }

  override func makeStoresStale() {
    store?.becomeStale()
  }

  override func update(from state: Parent.DomainState) {
    let childState = state[keyPath: path]
    if let childState {
      store?.receive(childState)
    } else {
      store?.becomeStale()
      store = nil
    }
    if isPresent != (childState != nil) {
      registrar.withMutation(of: self, keyPath: \.isPresent) {
        isPresent = childState != nil
      }
    }
  }
}

/// The scope of a list of children kept in an ``IdentifiedStates``: a store per row read, made
/// on first read, kept while the row exists.
final class RowsScope<Parent: Feature, ID: Hashable & Sendable, Child: Feature>: ChildScope<Parent>
{
  typealias Rows = IdentifiedStates<ID, Child.DomainState>

  let path: KeyPath<Parent.DomainState, Rows>
  let make: (ID, Child.DomainState) -> Store<Child>
  let cancelEffects: (ID) -> Void
  private(set) var stores: [ID: Store<Child>] = [:]
  private var seenOrigin: ChangeOrigin
  private var seenCount: Int
  private var seenStructure: Int
  private(set) var ids: [ID]

  init(
    path: KeyPath<Parent.DomainState, Rows>,
    state: Parent.DomainState,
    make: @escaping (ID, Child.DomainState) -> Store<Child>,
    cancelEffects: @escaping (ID) -> Void
  ) {
    self.path = path
    self.make = make
    self.cancelEffects = cancelEffects
    let rows = state[keyPath: path]
    seenOrigin = rows.changes.origin
    seenCount = rows.changes.count
    seenStructure = rows.changes.structureCount
    ids = rows.ids
  }

  /// The row identifiers, in order; registers the read of the list's structure.
  func readIDs() -> [ID] {
    registrar.access(self, keyPath: \.ids)
    return ids
  }

  /// The store of a row, made on first use; a stale store for an identifier with no row.
  func store(for id: ID, in state: Parent.DomainState) -> Store<Child>? {
    if let store = stores[id] { return store }
    guard let rowState = state[keyPath: path][id: id] else { return nil }
    let store = make(id, rowState)
    stores[id] = store
    return store
  }

  override func update(from state: Parent.DomainState) {
    let rows = state[keyPath: path]
    let changes = rows.changes
    if changes.origin === seenOrigin, let changed = changes.identifiers(after: seenCount) {
      for id in changed {
        refresh(id, in: rows, hasStore: stores[id] != nil)
      }
    } else {
      // Another list, or more changes than the log keeps: compare the rows that have stores.
      for id in Array(stores.keys) {
        refresh(id, in: rows, hasStore: true)
      }
    }
    let structureChanged = changes.origin !== seenOrigin || changes.structureCount != seenStructure
    seenOrigin = changes.origin
    seenCount = changes.count
    seenStructure = changes.structureCount
    if structureChanged, ids != rows.ids {
      registrar.withMutation(of: self, keyPath: \.ids) {
        ids = rows.ids
      }
    }
  }

  override func makeStoresStale() {
    for store in stores.values {
      store.becomeStale()
    }
  }

  private func refresh(_ id: ID, in rows: Rows, hasStore: Bool) {
    if let rowState = rows[id: id] {
      stores[id]?.receive(rowState)
    } else {
      if hasStore {
        stores.removeValue(forKey: id)?.becomeStale()
      }
      cancelEffects(id)
    }
  }
}
