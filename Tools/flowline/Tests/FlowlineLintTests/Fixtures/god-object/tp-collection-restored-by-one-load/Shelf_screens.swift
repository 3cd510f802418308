import SwiftUI

struct Books_list: View {
  @Environment(Shelf_store.self) private var shelf
  var body: some View {
    List(shelf.books, id: \.self) { Text($0).bold(shelf.favourites.contains($0)) }
  }
}

struct Sync_badge: View {
  @Environment(Shelf_store.self) private var shelf
  var body: some View { Text(shelf.syncing ? "…" : "\(shelf.lastSaved?.description ?? "")") }
}

struct Wish_list: View {
  @Environment(Shelf_store.self) private var shelf
  var body: some View { Text("\(shelf.wishlist.count)") }
}

struct Loans_list: View {
  @Environment(Shelf_store.self) private var shelf
  var body: some View { Text("\(shelf.loans.count)") }
}

struct Notes_list: View {
  @Environment(Shelf_store.self) private var shelf
  var body: some View { Text("\(shelf.notes.count)") }
}

struct Goals_card: View {
  @Environment(Shelf_store.self) private var shelf
  var body: some View { Text("\(shelf.goals.first ?? 0)") }
}

@main
struct Shelf_app: App {
  @State private var shelf = Shelf_store()
  var body: some Scene { WindowGroup { Books_list().environment(shelf) } }
}
