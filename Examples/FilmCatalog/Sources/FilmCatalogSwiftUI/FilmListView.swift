#if canImport(SwiftUI)
  import FilmCatalogCore
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI

  /// Seed 001's `UserListView` shape, for films: load on appear, pull to refresh, swipe to
  /// delete, search and filter. Every change is an event; every value comes from the view state.
  struct FilmListView: View {
    let store: Store<FilmList>

    var body: some View {
      List {
        if let error = store.errorMessage {
          Section {
            Text(error).foregroundStyle(.red)
            if store.canRetry {
              Button("Retry") { store.send(.refreshPulled) }
            } else {
              Button("Dismiss") { store.send(.errorDismissed) }
            }
          }
        }
        if let empty = store.emptyMessage {
          Text(empty).foregroundStyle(.secondary)
        }
        // Each row is a store of the row's own feature: a row's favourite toggle re-renders
        // that row alone. The rows are the window the list loaded; a row that appears tells
        // the list its position, and the list loads the next window near an edge.
        let rows = store.scope(
          rows: \.rows, action: FilmList.DomainAction.row, feature: store.feature.row)
        ForEach(rows) { row in
          Button {
            store.send(.filmTapped(row.id))
          } label: {
            FilmListRowView(store: row, isSavingFavourite: store.savingFavourites.contains(row.id))
          }
          .buttonStyle(.plain)
          // Pending until the database has the delete: never shown as done before it is.
          .opacity(store.deleting.contains(row.id) ? 0.4 : 1)
          .swipeActions {
            Button("Delete", role: .destructive) { store.send(.deleteTapped(row.id)) }
          }
          .onAppear {
            if let index = rows.ids.firstIndex(of: row.id) {
              store.send(.scrolled(to: store.firstRowPosition + index))
            }
          }
        }
      }
      .overlay {
        if store.isLoading {
          ProgressView("Loading films…")
        }
      }
      .searchable(text: store.binding(\.query) { .queryChanged($0) })
      .refreshable(store, send: .refreshPulled)
      .task(store, send: .onAppear)
      .navigationTitle("Films")
      .toolbar {
        ToolbarItem {
          Button(store.filterTitle) { store.send(.filtersTapped) }
        }
        ToolbarItem {
          Button("Watchlist") { store.send(.watchlistTapped) }
        }
        ToolbarItem {
          Button("Log out") { store.send(.logOutTapped) }
        }
      }
    }
  }

  /// A film in the list, from the row's own store: the film's details and a favourite toggle
  /// that saves in place.
  struct FilmListRowView: View {
    let store: Store<FilmListRow>
    /// The favourite is not in the database yet: the star shows it as pending.
    let isSavingFavourite: Bool

    var body: some View {
      HStack {
        FilmRowView(row: store.viewState)
        if isSavingFavourite {
          ProgressView()
        } else {
          Button {
            store.send(.favouriteTapped)
          } label: {
            Image(systemName: store.isFavourite ? "star.fill" : "star")
          }
          .buttonStyle(.borderless)
        }
      }
    }
  }

  /// Seed 004's `FilterSheetView`, presented by the flow as a destination.
  struct FilterSheetView: View {
    let store: Store<FilterPicker>

    var body: some View {
      NavigationStack {
        List(store.options) { option in
          Button {
            store.send(.filterTapped(option.filter))
          } label: {
            HStack {
              Text(option.title)
              Spacer()
              if option.isCurrent {
                Image(systemName: "checkmark")
              }
            }
          }
        }
        .navigationTitle("Filter")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { store.send(.cancelTapped) }
          }
        }
      }
    }
  }
#endif
