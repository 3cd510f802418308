import SwiftUI

struct MenuEntry {
  var key: String
  var title: String
}

// The project's own `contextMenu` takes entries and an action run when one is chosen.
extension View {
  func contextMenu(_ entries: [MenuEntry], _ onChoose: @escaping (String) -> Void) -> some View {
    contextMenu {
      ForEach(entries, id: \.key) { entry in
        Button(entry.title) { onChoose(entry.key) }
      }
    }
  }
}
