import SwiftUI

struct Bookmark: Identifiable {
  var id: String
  var title: String
}

/// Filters bookmarks, but first reads the blocklist file: input, not only a computation.
actor BookmarkService {
  static let shared = BookmarkService()

  func visible(_ items: [Bookmark], blocklist: URL) -> [Bookmark] {
    let blocked = (try? String(contentsOf: blocklist, encoding: .utf8)) ?? ""
    return items.filter { !blocked.contains($0.id) }
  }
}

struct BookmarkList: View {
  let items: [Bookmark]
  let blocklist: URL
  @State private var shown: [Bookmark] = []

  var body: some View {
    List(shown) { Text($0.title) }
      .task {
        let service = BookmarkService.shared
        shown = await service.visible(items, blocklist: blocklist)  // expect: view-calls-service
      }
  }
}
