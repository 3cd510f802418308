import SwiftUI

final class Note_record: Hashable {
  var text = ""
  static func == (lhs: Note_record, rhs: Note_record) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class Note_box<Item: AnyObject & Hashable>: ObservableObject {
  @Published var item: Item
  init(_ item: Item) { self.item = item }
}

struct Note_form: View {
  @ObservedObject var box: Note_box<Note_record>
  var body: some View { Text(box.item.text).onTapGesture { box.item.text = "edited" } }
}

struct Note_editor: View {
  let note: Note_record
  var body: some View { Note_form(box: Note_box(note)) }
}
