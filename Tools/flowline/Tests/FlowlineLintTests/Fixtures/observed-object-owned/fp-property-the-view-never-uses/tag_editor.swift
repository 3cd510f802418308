import SwiftUI

final class Tag_buffer: ObservableObject {
  @Published var pending: [String] = []
}

struct Tag_editor: View {
  let tags: [String]
  private let spare = Tag_buffer()
  @ObservedObject private var debug_buffer: Tag_buffer

  init(tags: [String]) {
    self.tags = tags
    debug_buffer = Tag_buffer()
  }

  var body: some View {
    ForEach(tags, id: \.self) { Text($0) }
  }
}
