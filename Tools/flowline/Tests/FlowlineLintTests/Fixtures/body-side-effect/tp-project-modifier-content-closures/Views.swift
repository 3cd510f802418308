import SwiftUI

final class Badge_counter: ObservableObject {
  @Published var shown = 0
  func note_shown() { shown += 1 }
}

extension View {
  func contextMenu(_ titles: [String], _ onChoose: @escaping (String) -> Void) -> some View {
    contextMenu {
      ForEach(titles, id: \.self) { title in Button(title) { onChoose(title) } }
    }
  }
}

// SwiftUI's own `.contextMenu { … }` builds its menu while rendering, even in a project that
// declares a `contextMenu` of its own; so does a project modifier's view-builder content.
struct AlbumTile: View {
  @StateObject private var counter = Badge_counter()

  var body: some View {
    Text("Album")
      .contextMenu {
        let _ = counter.note_shown()  // expect: body-side-effect
        Button("Play") {}
      }
  }
}
