import Combine
import SwiftUI

final class UnreadFeed: ObservableObject {
  @Published var items: [String] = []
  @Published var filtered: [String] = []
  let source: String

  init(source: String) {
    self.source = source
  }

  func fetchPage() {
    items.append("\(source) \(items.count)")
  }
}

// Shows the filtered posts of a feed it makes by default: a list nothing in the app ever fills,
// so a feed made again shows the same.
struct UnreadBadge: View {
  @ObservedObject var feed = UnreadFeed(source: "inbox")

  var body: some View {
    Text(feed.filtered.isEmpty ? "No unread" : "\(feed.filtered.count) unread")
  }
}
