import SwiftData
import SwiftUI

@Model
class Tag_item {
  var title: String
  @Relationship(deleteRule: .cascade) var children: [Tag_item] = []
  @Transient var cached_width: Double = 0

  init(title: String) { self.title = title }
}

struct Tag_chip: View {
  let tag: Tag_item
  var body: some View { Text(tag.title) }
}

struct Tag_list: View {
  let titles: [String]
  var body: some View {
    HStack {
      ForEach(titles, id: \.self) { title in
        Tag_chip(tag: Tag_item(title: title))
      }
    }
  }
}
