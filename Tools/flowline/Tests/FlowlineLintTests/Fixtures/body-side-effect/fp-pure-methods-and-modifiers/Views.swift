import Observation
import SwiftUI

@Observable final class Catalog {
  var items: [String] = []
  var filter = ""
  func visibleItems() -> [String] { items.filter { $0.hasPrefix(filter) } }
  func label(for item: String) -> String {
    var text = item
    text += "!"
    return text
  }
  func reload() { items = [] }
}

final class FeedRepository {
  func supports(_ feature: String, defaultValue: Bool) -> Bool { defaultValue }
  func computeURL(for id: Int) -> URL? { nil }
}

extension View {
  func loadFeed(_ name: String) -> some View { self.overlay(Text(name)) }
}

struct CatalogView: View {
  @State private var catalog = Catalog()
  let feeds: FeedRepository

  var body: some View {
    List(catalog.visibleItems(), id: \.self) { item in
      Text(catalog.label(for: item))
    }
    .loadFeed("news")
    .disabled(!feeds.supports("list", defaultValue: true))
    .help(feeds.computeURL(for: 1)?.absoluteString ?? "")
    .onAppear { catalog.reload() }
    .refreshable { catalog.reload() }
  }
}
