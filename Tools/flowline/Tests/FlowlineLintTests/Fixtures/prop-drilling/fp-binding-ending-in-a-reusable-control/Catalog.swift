import SwiftUI

enum ShelfOrder: String, CaseIterable, Identifiable {
  case title, author, added
  var id: String { rawValue }
}

/// A hand-written menu picker used on several screens: the binding is its whole API.
struct OrderMenu: View {
  @Binding var order: ShelfOrder

  var body: some View {
    Menu("Order") {
      ForEach(ShelfOrder.allCases) { option in
        Button(option.rawValue) { order = option }
      }
    }
  }
}

struct ShelfScreen: View {
  @State private var order = ShelfOrder.title
  var body: some View { ShelfHeader(order: $order) }
}

private struct ShelfHeader: View {
  @Binding var order: ShelfOrder
  var body: some View { ShelfToolbar(order: $order) }
}

private struct ShelfToolbar: View {
  @Binding var order: ShelfOrder
  var body: some View {
    HStack {
      Text("Shelf")
      OrderMenu(order: $order)
    }
  }
}

struct SearchScreen: View {
  @State private var order = ShelfOrder.added
  var body: some View { OrderMenu(order: $order) }
}
