#if canImport(SwiftUI)
  import FilmCatalogCore
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI

  /// Seed 004's `FilmDetailView`: a thin rendering of the detail feature's view state. The
  /// favourite's rollback, the related films and the shared watchlist all live in the feature.
  struct FilmDetailView: View {
    let store: Store<FilmDetail>

    var body: some View {
      List {
        Section {
          if store.isLoading {
            ProgressView()
          }
          if let details = store.details {
            Text(details)
          }
          if let rating = store.rating {
            Text("Rated \(rating)/10").foregroundStyle(.secondary)
          }
          if let synopsis = store.synopsis {
            Text(synopsis)
          }
          if let error = store.errorMessage {
            Text(error).foregroundStyle(.red)
          }
          if store.canRetry {
            Button("Retry") { store.send(.retryTapped) }
          }
        }
        Section {
          Button {
            store.send(.favouriteTapped)
          } label: {
            Label(
              store.isFavourite ? "Favourite" : "Not a favourite",
              systemImage: store.isFavourite ? "heart.fill" : "heart")
          }
          .disabled(store.isSavingFavourite)
          Button {
            store.send(.watchlistTapped)
          } label: {
            Label(
              store.isSavingWatchlist
                ? "Saving your watchlist…"
                : store.isInWatchlist ? "In your watchlist" : "Add to watchlist",
              systemImage: store.isInWatchlist ? "checkmark.circle.fill" : "plus.circle")
          }
          .disabled(store.isSavingWatchlist)
        }
        Section("Related films") {
          if store.isLoadingRelated {
            ProgressView()
          }
          if let message = store.relatedMessage {
            Text(message).foregroundStyle(.secondary)
          }
          ForEach(store.related) { row in
            Button {
              store.send(.relatedFilmTapped(row.id))
            } label: {
              FilmRowView(row: row)
            }
            .buttonStyle(.plain)
          }
        }
      }
      .navigationTitle(store.title)
      .toolbar {
        ToolbarItem {
          Button("Watchlist (\(store.watchlistCount))") { store.send(.openWatchlistTapped) }
        }
      }
      .task(store, send: .onAppear)
    }
  }

  /// The watchlist screen: the shared value, followed while the screen is shown.
  struct WatchlistView: View {
    let store: Store<WatchlistFeature>

    var body: some View {
      List {
        if let empty = store.emptyMessage {
          Text(empty).foregroundStyle(.secondary)
        }
        ForEach(store.rows) { row in
          Button {
            store.send(.filmTapped(row.id))
          } label: {
            HStack {
              Text(row.title)
              Spacer()
              Text(row.year).foregroundStyle(.secondary)
            }
          }
          .buttonStyle(.plain)
          .swipeActions {
            Button("Remove", role: .destructive) { store.send(.removeTapped(row.id)) }
          }
        }
      }
      .navigationTitle("Watchlist · \(store.countText)")
      .toolbar {
        ToolbarItem {
          Button("Clear") { store.send(.clearTapped) }
        }
      }
      .task(store, send: .onAppear)
    }
  }
#endif
