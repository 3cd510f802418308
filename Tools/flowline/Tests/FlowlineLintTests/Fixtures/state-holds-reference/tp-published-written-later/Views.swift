import SwiftUI

final class DraftNote: ObservableObject {
  @Published var headline: String
  init(headline: String) { self.headline = headline }
  func rename(_ text: String) { headline = text }
}

final class Shelf_item: ObservableObject {
  @Published var label: String
  init(label: String) { self.label = label }
}

struct DraftEditor: View {
  @State var note = DraftNote(headline: "")  // expect: state-holds-reference

  var body: some View {
    VStack {
      Text(note.headline)
      Button("Rename") { note.rename("New") }
    }
  }
}

struct Shelf_view: View {
  @State var item = Shelf_item(label: "")  // expect: state-holds-reference

  var body: some View {
    VStack {
      Text(item.label)
      Button("Relabel") { item.label = "Moved" }
    }
  }
}
