/// The stores of a list's rows, scoped from a parent's store, in the list's order
/// (``Store/scope(rows:action:feature:)->ScopedRows<F,ID,Child>``).
///
/// ``ids`` identifies the rows without making their stores; ``subscript(id:)`` gives a row's
/// store, made when it is first asked for. The same row gives the same store while the row
/// exists, so a row view keeps its identity:
///
/// ```swift
/// let rows = store.scope(rows: \.films, action: FilmList.DomainAction.row, feature: FilmRow())
/// ForEach(rows.ids, id: \.self) { id in
///   if let row = rows[id: id] { FilmRowView(store: row) }
/// }
/// ```
///
/// FlowlineSwiftUI spells that loop `ForEach(rows) { row in FilmRowView(store: row) }`.
@MainActor
public struct ScopedRows<Parent: Feature, ID: Hashable & Sendable, Child: Feature> {
  @usableFromInline let parent: Store<Parent>
  @usableFromInline let scope: RowsScope<Parent, ID, Child>

  /// The rows' identifiers, in order, as they were when the rows were read.
  public let ids: [ID]

  @usableFromInline
  init(parent: Store<Parent>, scope: RowsScope<Parent, ID, Child>, ids: [ID]) {
    self.parent = parent
    self.scope = scope
    self.ids = ids
  }

  /// The store of the row with this identifier, or `nil` if no such row exists now.
  ///
  /// A row removed after ``ids`` was read has no store, unless its store was made before the
  /// removal: that store is stale , which keeps a view that still holds it
  /// safe.
  ///
  /// - Parameter id: The row's identifier.
  public subscript(id id: ID) -> Store<Child>? {
    scope.store(for: id, in: parent.state)
  }
}
