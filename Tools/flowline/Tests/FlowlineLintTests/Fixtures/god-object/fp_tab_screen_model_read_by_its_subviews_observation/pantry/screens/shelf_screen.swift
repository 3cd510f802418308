import SwiftUI

struct Shelf_Screen: View {
  @Environment(Shelf_Model.self) private var shelf
  var body: some View {
    VStack {
      Shelf_Filter()
      Barcode_Scanner()
      List(shelf.items, id: \.self) { item in
        NavigationLink(item) { Item_Editor() }
      }
      .navigationTitle(shelf.sort_order)
      .badge(shelf.expiring.count)
    }
  }
}

struct Shelf_Filter: View {
  @Environment(Shelf_Model.self) private var shelf
  var body: some View { Text(shelf.filter + "\(shelf.matches.count)") }
}

struct Barcode_Scanner: View {
  @Environment(Shelf_Model.self) private var shelf
  var body: some View { Text((shelf.scanned_code ?? "") + (shelf.is_scanning ? "…" : "")) }
}

struct Item_Editor: View {
  @Environment(Shelf_Model.self) private var shelf
  var body: some View { Text((shelf.edited_item ?? "") + "\(shelf.quantity)" + shelf.notes) }
}
