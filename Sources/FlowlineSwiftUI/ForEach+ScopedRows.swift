#if canImport(SwiftUI)
  public import Flowline
  public import SwiftUI

  extension ForEach {
    /// A row view for each row store of a list, identified by the row's identifier.
    ///
    /// ```swift
    /// List {
    ///   ForEach(store.scope(rows: \.films, action: FilmList.DomainAction.row,
    ///                       feature: store.feature.row)) { row in
    ///     FilmRowView(store: row)
    ///   }
    /// }
    /// ```
    ///
    /// Only the identifiers are read up front; a row's store is made when SwiftUI asks for
    /// that row's view.
    ///
    /// - Parameters:
    ///   - rows: The row stores, from `Store.scope(rows:action:feature:)`.
    ///   - content: The view of one row, given the row's store.
    @MainActor
    public init<Parent: Feature, Child: Feature, RowContent: View>(
      _ rows: ScopedRows<Parent, ID, Child>,
      @ViewBuilder content: @escaping (Store<Child>) -> RowContent
    ) where Data == [ID], Content == RowContent? {
      self.init(rows.ids, id: \.self) { id in
        rows[id: id].map(content)
      }
    }
  }
#endif
