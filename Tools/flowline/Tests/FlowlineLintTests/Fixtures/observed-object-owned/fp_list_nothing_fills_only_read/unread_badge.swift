import Combine
import SwiftUI

final class Unread_feed: ObservableObject {
  @Published var items: [String] = []
  @Published var filtered: [String] = []
  var start = 0

  func fetch_page() {
    start = items.count
    items.append("item \(start)")
  }
}

// Shows how many filtered posts a fresh feed holds: a list nothing ever fills.
struct Unread_badge: View {
  @ObservedObject var unread_feed = Unread_feed()

  var body: some View {
    Text("\(unread_feed.filtered.count)")
  }
}

struct Feed_row: View {
  let title: String
  var body: some View {
    HStack {
      Text(title)
      Unread_badge()
    }
  }
}
