import SwiftUI

enum SortOrder {
  case title, date
}

struct BookmarksState {
  var orders: [String: SortOrder] = [:]
  var titles: [String] = []

  /// Reads the order a collection is sorted by: named like the collection method, but a read.
  func sort(_ collection: String) -> SortOrder { orders[collection] ?? .date }
}

final class BookmarksStore: ObservableObject {
  @Published var state = BookmarksState()
}

struct BookmarkSection: View {
  @EnvironmentObject var store: BookmarksStore
  let collection: String

  var body: some View {
    Text(store.state.sort(collection) == .title ? "By title" : "By date")
  }
}

// The collection's own `sort()` while rendering does change the store.
struct TitleList: View {
  @EnvironmentObject var store: BookmarksStore

  var body: some View {
    let _ = store.state.titles.sort()  // expect: body-side-effect
    List(store.state.titles, id: \.self) { Text($0) }
  }
}
