import SwiftUI

// Passing a derived value, a projection of a field, or handing the value to SwiftUI's own
// controls are uses, not forwarding.
struct OrderScreen: View {
  @State private var order = Order()
  var body: some View { OrderForm(order: $order) }
}

struct OrderForm: View {
  @Binding var order: Order
  var body: some View {
    OrderNotes(notes: $order.notes)
  }
}

struct OrderNotes: View {
  @Binding var notes: String
  var body: some View { NotesEditor(notes: $notes, count: notes.count) }
}

struct NotesEditor: View {
  @Binding var notes: String
  let count: Int
  var body: some View { TextEditor(text: $notes) }
}

struct ItemList: View {
  let items: [Item]
  var body: some View {
    ItemRows(items: items.filter(\.isVisible))
  }
}

struct ItemRows: View {
  let items: [Item]
  var body: some View {
    ForEach(items) { ItemRow(item: $0) }
  }
}

struct ItemRow: View {
  let item: Item
  var body: some View { Text(item.name) }
}
