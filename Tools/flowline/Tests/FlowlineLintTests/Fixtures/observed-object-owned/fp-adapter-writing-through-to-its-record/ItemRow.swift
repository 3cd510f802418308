import CoreData
import SwiftUI

final class ListItem: NSManagedObject {
  @NSManaged var quantity: Int16
  @NSManaged var title: String
}

final class ListStore {
  func save() {}
}

// Mirrors the record it is handed: the title is copied for display and never written again,
// and the quantity writes itself back to the record and saves. The truth lives in the record.
final class ItemRowModel: ObservableObject {
  @Published var title: String
  @Published var quantity: Int16 {
    didSet {
      item.quantity = quantity
      store.save()
    }
  }
  let item: ListItem
  let store: ListStore

  init(item: ListItem, store: ListStore) {
    self.item = item
    self.store = store
    title = item.title
    quantity = item.quantity
  }
}

struct ItemRow: View {
  @ObservedObject private var model: ItemRowModel

  init(item: ListItem, store: ListStore) {
    model = ItemRowModel(item: item, store: store)
  }

  var body: some View {
    Stepper("\(model.title): \(model.quantity)", value: $model.quantity)
  }
}

// Here the note is kept only in the model: a re-made one loses it.
final class ItemNoteModel: ObservableObject {
  @Published var note = ""
  @Published var quantity: Int16 {
    didSet { item.quantity = quantity }
  }
  let item: ListItem

  init(item: ListItem) {
    self.item = item
    quantity = item.quantity
  }
}

struct ItemNoteRow: View {
  @ObservedObject private var model: ItemNoteModel

  init(item: ListItem) {
    model = ItemNoteModel(item: item)  // expect: observed-object-owned
  }

  var body: some View {
    TextField("Note", text: $model.note)
  }
}

final class StockItem: NSManagedObject {
  @NSManaged var stock: Int16
}

// The didSet only clamps against the record: the edited count is a draft of its own.
final class StockDraftModel: ObservableObject {
  @Published var count: Int16 {
    didSet { if count > item.stock { count = item.stock } }
  }
  let item: StockItem

  init(item: StockItem) {
    self.item = item
    count = 0
  }
}

struct StockDraftRow: View {
  @ObservedObject private var model: StockDraftModel

  init(item: StockItem) {
    model = StockDraftModel(item: item)  // expect: observed-object-owned
  }

  var body: some View {
    Stepper("\(model.count)", value: $model.count)
  }
}
