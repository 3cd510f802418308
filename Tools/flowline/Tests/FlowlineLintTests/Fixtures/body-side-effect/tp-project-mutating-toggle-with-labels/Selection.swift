import SwiftUI

struct Selection {
  var ids: Set<Int> = []
  mutating func toggle(id: Int) {
    if ids.contains(id) { ids.remove(id) } else { ids.insert(id) }
  }
}

// A project struct's mutating `toggle(id:)` on the view's state, called while rendering.
struct SelectionList: View {
  @State private var selection = Selection()
  var body: some View {
    let _ = selection.toggle(id: 1)  // expect: body-side-effect
    Text("\(selection.ids.count)")
  }
}
