import SwiftData
import SwiftUI

@Model
final class FeedEntry {
  @Attribute(.unique) var url: String
  var isFavorite = false

  init(url: String) { self.url = url }
}

// The row toggles the entry's flag: a model rebuilt on every render loses the change.
struct FeedRow: View {
  let entry: FeedEntry
  var body: some View {
    Button(entry.url) { entry.isFavorite.toggle() }
  }
}

struct FeedList: View {
  let urls: [String]
  var body: some View {
    ForEach(urls, id: \.self) { url in
      FeedRow(entry: FeedEntry(url: url))  // expect: body-side-effect
    }
  }
}
