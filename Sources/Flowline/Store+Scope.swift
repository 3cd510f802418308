extension Store {
  /// A store of an embedded child feature, scoped from this store.
  ///
  /// The child's view takes a `Store` of its own feature and cannot tell whether the feature
  /// runs alone or inside a parent: it reads the child's view state and sends the child's view
  /// events. Its events go through this store, as `action(childAction)`, so that this store's
  /// interceptors, queue and interactor (with ``Feature/interact(child:_:_:action:screenEvent:)``) see every
  /// action, in one order.
  ///
  /// ```swift
  /// ProfileView(store: store.scope(state: \.profile, action: Settings.DomainAction.profile,
  ///                                feature: store.feature.profile))
  /// ```
  ///
  /// Calling it again with the same path returns the same store. After an action, the child
  /// store compares its watched values only when its domain state changed.
  ///
  /// - Parameters:
  ///   - path: The child's domain state inside this store's.
  ///   - action: Embeds a child action in this store's action type.
  ///   - feature: The child feature, whose map and reducer the child store runs.
  /// - Returns: The child's store.
  @inlinable
  public func scope<Child: Feature>(
    state path: KeyPath<F.DomainState, Child.DomainState>,
    action: @escaping (Child.DomainAction) -> F.DomainAction,
    feature: Child
  ) -> Store<Child> {
    let key = ScopeKey(path: path, child: ObjectIdentifier(Child.self))
    if let scope = scopesByKey[key] as? EmbeddedScope<F, Child> {
      return scope.store
    }
    let child = Store<Child>(scoped: state[keyPath: path], feature: feature) {
      [weak self] childAction in
      self?.dispatch(action(childAction)) ?? StoreTask()
    }
    let scope = EmbeddedScope<F, Child>(store: child)
    let project = projection(path)
    scope.updater = { [unowned child] state in child.receive(project(state)) }
    add(scope, for: key)
    return child
  }

  /// A store of an optional child feature, present while its domain state is.
  ///
  /// A view that reads it is invalidated when the child appears or disappears. When the
  /// child's state becomes `nil`, its store goes stale and a later appearance
  /// gets a new store.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, action: Films.DomainAction.detail,
  ///                             feature: store.feature.detail) {
  ///   FilmDetailView(store: detail)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The child's optional domain state inside this store's.
  ///   - action: Embeds a child action in this store's action type.
  ///   - feature: The child feature.
  /// - Returns: The child's store, or `nil` while the child's state is `nil`.
  @inlinable
  public func scope<Child: Feature>(
    state path: KeyPath<F.DomainState, Child.DomainState?>,
    action: @escaping (Child.DomainAction) -> F.DomainAction,
    feature: Child
  ) -> Store<Child>? {
    let key = ScopeKey(path: path, child: ObjectIdentifier(Child.self))
    if let scope = scopesByKey[key] as? OptionalScope<F, Child> {
      return scope.current(in: state)
    }
    let scope = OptionalScope<F, Child>(path: path, state: state) { [weak self] childState in
      Store<Child>(scoped: childState, feature: feature) { childAction in
        self?.dispatch(action(childAction)) ?? StoreTask()
      }
    }
    scope.updater = { [unowned scope] state in scope.update(from: state) }
    add(scope, for: key)
    return scope.current(in: state)
  }

  /// The stores of a list's rows, each scoped from this store: one per row, with the row's
  /// identity.
  ///
  /// Each row is a child feature; its view takes a `Store` of that feature. A row store's
  /// events reach this store as `action(id, rowAction)`. The row's view state is derived by the
  /// row feature's reducer, for that row alone and only when a view reads it, so the list's rows
  /// cost what changed: an action on one row of 100,000 updates one row store.
  ///
  /// ```swift
  /// ForEach(store.scope(rows: \.films, action: FilmList.DomainAction.row,
  ///                     feature: FilmRow())) { row in
  ///   FilmRowView(store: row)
  /// }
  /// ```
  ///
  /// A view that reads the result is invalidated when rows are added, removed or moved, not
  /// when a row's state changes: that invalidates the readers of that row's store. A row's
  /// store goes stale when its row is removed, and its running effects are
  /// cancelled.
  ///
  /// - Parameters:
  ///   - path: The rows' domain states inside this store's.
  ///   - action: Embeds a row action, with the row's identifier, in this store's action type.
  ///   - feature: The row feature.
  /// - Returns: The row stores, in the list's order.
  @inlinable
  public func scope<ID: Hashable & Sendable, Child: Feature>(
    rows path: KeyPath<F.DomainState, IdentifiedStates<ID, Child.DomainState>>,
    action: @escaping (ID, Child.DomainAction) -> F.DomainAction,
    feature: Child
  ) -> ScopedRows<F, ID, Child> {
    let key = ScopeKey(path: path, child: ObjectIdentifier(Child.self))
    if let scope = scopesByKey[key] as? RowsScope<F, ID, Child> {
      return ScopedRows(parent: self, scope: scope, ids: scope.readIDs())
    }
    let scope = IdentifiedRowsScope<F, ID, Child>(
      path: path, state: state, make: rowStoreMaker(action: action, feature: feature),
      cancelEffects: { [weak self] id in self?.cancelRowEffects(Child.self, id: id) })
    let project = projection(path)
    scope.updater = { [unowned scope] state in scope.update(project(state)) }
    add(scope, for: key)
    return ScopedRows(parent: self, scope: scope, ids: scope.readIDs())
  }

  /// The stores of a list's rows kept in an array of identifiable states.
  ///
  /// The same as ``scope(rows:action:feature:)->ScopedRows<F,ID,Child>``
  /// for a list the parent keeps as an array (a loaded page of results): the row stores, their
  /// identity and their staleness work the same way, and so does removal: the parent forwards a
  /// row's action with ``Feature/interact(child:_:id:_:action:screenEvent:)-(_,[Child.DomainState],_,_,_,_)``,
  /// a removed row's effects are cancelled, and the failure of its must-finish work is kept in
  /// ``PendingWork/failures``. What differs is the cost: an action that leaves the array
  /// untouched costs one identity check, but one that changes it compares every row that has a
  /// store, and finding a row costs O(rows). Keep long lists in an ``IdentifiedStates`` to pay
  /// for the changed rows only.
  ///
  /// - Parameters:
  ///   - path: The rows' domain states inside this store's.
  ///   - action: Embeds a row action, with the row's identifier, in this store's action type.
  ///   - feature: The row feature.
  /// - Returns: The row stores, in the array's order.
  @inlinable
  public func scope<Child: Feature>(
    rows path: KeyPath<F.DomainState, [Child.DomainState]>,
    action: @escaping (Child.DomainState.ID, Child.DomainAction) -> F.DomainAction,
    feature: Child
  ) -> ScopedRows<F, Child.DomainState.ID, Child>
  where Child.DomainState: Identifiable, Child.DomainState.ID: Sendable {
    let key = ScopeKey(path: path, child: ObjectIdentifier(Child.self))
    if let scope = scopesByKey[key] as? RowsScope<F, Child.DomainState.ID, Child> {
      return ScopedRows(parent: self, scope: scope, ids: scope.readIDs())
    }
    let scope = ArrayRowsScope<F, Child>(
      path: path, state: state, make: rowStoreMaker(action: action, feature: feature),
      cancelEffects: { [weak self] id in self?.cancelRowEffects(Child.self, id: id) })
    scope.updater = { [unowned scope] state in scope.update(from: state) }
    add(scope, for: key)
    return ScopedRows(parent: self, scope: scope, ids: scope.readIDs())
  }

  @usableFromInline
  func rowStoreMaker<ID, Child: Feature>(
    action: @escaping (ID, Child.DomainAction) -> F.DomainAction,
    feature: Child
  ) -> (ID, Child.DomainState) -> Store<Child> {
    { [weak self] id, rowState in
      Store<Child>(scoped: rowState, feature: feature) { childAction in
        self?.dispatch(action(id, childAction)) ?? StoreTask()
      }
    }
  }

  /// Cancels the effects a row started (``Feature/interact(child:_:id:_:action:screenEvent:)``
  /// marks them with the row's lifetime).
  @usableFromInline
  func cancelRowEffects<Child, ID: Hashable & Sendable>(_ child: Child.Type, id: ID) {
    cancelEffects(id: EffectID(RowLifetime<Child, ID>(id: id)))
  }

  /// Reads a part of the domain state: at its offset when the path is made of stored
  /// properties, through the key path otherwise.
  @inlinable
  func projection<Value>(_ path: KeyPath<F.DomainState, Value>) -> (F.DomainState) -> Value {
    guard let offset = MemoryLayout<F.DomainState>.offset(of: path) else {
      return { $0[keyPath: path] }
    }
    return { state in
      withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Value.self) }
    }
  }

  @usableFromInline
  func add(_ scope: ChildScope<F>, for key: ScopeKey) {
    scopesByKey[key] = scope
    scopes.append(scope)
  }

  /// Creates a store whose domain state is a copy of a child's part of a parent's, and whose
  /// actions go to the parent through `forward`.
  @usableFromInline
  convenience init(
    scoped state: F.DomainState, feature: F,
    forward: @escaping (F.DomainAction) -> StoreTask
  ) {
    self.init(initialState: state, feature: feature)
    self.forward = forward
  }

  /// Updates every scoped child store from the domain state.
  @inlinable
  func updateScopes() {
    for scope in scopes {
      scope.updater(state)
    }
  }

  /// Takes the child's new domain state from the parent; when it changed, notifies the readers
  /// of the values that changed and updates this store's own child stores.
  @inlinable
  func receive(_ newState: F.DomainState) {
    guard newState != state else { return }
    state = newState
    cachedViewState = nil
    propagateStateChange()
  }

  /// After the domain state may have changed: updates this store's child stores, then notifies
  /// the readers of the view-state values that changed. One place for an applied action and for
  /// a scoped store's new state from its parent.
  @inlinable
  func propagateStateChange() {
    if !scopes.isEmpty {
      updateScopes()
    }
    if !watches.isEmpty {
      notifyChangedReaders()
    }
  }

  /// Marks this scoped store as stale: its state left the parent's. Reads return the last
  /// value; actions are dropped, and reported in debug builds.
  @usableFromInline
  func becomeStale() {
    guard !isStale else { return }
    isStale = true
    for scope in scopes {
      scope.makeStoresStale()
    }
    forward = { _ in
      // The action's payload is not printed: it may hold a secret (DESIGN.md, decision 8).
      #if DEBUG
        printToStandardError(
          "Flowline: an action sent to the stale store of a removed \(F.self) was dropped.")
      #endif
      return StoreTask()
    }
  }
}

/// Marks the effects started by one row of a list, to cancel them when the row is removed.
struct RowLifetime<Child, ID: Hashable & Sendable>: Hashable, Sendable {
  let id: ID
}
