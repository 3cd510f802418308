import SwiftUI

// Seed 004's recommended shared model: small and scoped, read by many screens.
@Observable @MainActor
final class WatchlistStore {
  var watchlist: [PixarFilm] = []
  var lastAdded: PixarFilm?
}

struct A: View {
  @Environment(WatchlistStore.self) private var watchlist
  var body: some View { Text("\(watchlist.watchlist.count)") }
}
struct B: View {
  @Environment(WatchlistStore.self) private var watchlist
  var body: some View { Text("\(watchlist.watchlist.count)") }
}
struct C: View {
  @Environment(WatchlistStore.self) private var watchlist
  var body: some View { Text("\(watchlist.watchlist.count)") }
}
struct D: View {
  @Environment(WatchlistStore.self) private var watchlist
  var body: some View { Text(watchlist.lastAdded?.title ?? "") }
}
struct E: View {
  @Environment(WatchlistStore.self) private var watchlist
  var body: some View { Text("\(watchlist.watchlist.count)") }
}
