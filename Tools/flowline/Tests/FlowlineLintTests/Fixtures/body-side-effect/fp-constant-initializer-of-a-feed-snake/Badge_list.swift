import SwiftUI

struct Badge_cell: View {
  @ObservedObject var source: Badge_source
  var body: some View { Text("\(source.title) \(source.count)") }
}

struct Badge_list: View {
  let sources: [Int: Badge_source]
  let ids: [Int]

  var body: some View {
    ForEach(ids, id: \.self) { id in
      Badge_cell(source: sources[id] ?? Badge_source(tint: 2))
    }
  }
}
