import SwiftUI
import UIKit

final class Preview_client {
  func load_previews(_ id: String) async -> [UIImage] { [] }
}

struct Stack_cell: View {
  let id: String
  let preview_client: Preview_client
  @State private var previews: [UIImage]? = nil

  var body: some View {
    VStack {
      ForEach(Array((previews ?? []).enumerated()), id: \.offset) { Image(uiImage: $0.element) }
    }
    .task { previews = await preview_client.load_previews(id) }
  }
}
