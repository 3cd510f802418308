import SwiftUI

struct Feed_item: Identifiable {
  var id: Int
  var score: Double
  var url: URL
}

/// A namespace of network helpers: a static method that starts downloads.
enum Net_calls {
  static func prefetch(_ items: [Feed_item]) {
    for item in items { URLSession.shared.dataTask(with: item.url).resume() }
  }
}

/// Ranks the items it is given, and prefetches them on the way: not only a computation.
actor Feed_Service {
  static let shared = Feed_Service()

  func ranked(_ items: [Feed_item]) -> [Feed_item] {
    Net_calls.prefetch(items)
    return items.sorted { $0.score > $1.score }
  }
}

struct Feed_screen: View {
  let items: [Feed_item]
  @State private var shown: [Feed_item] = []

  var body: some View {
    List(shown) { Text("\($0.id)") }
      .task { shown = await Feed_Service.shared.ranked(items) }  // expect: view-calls-service
  }
}
