import Combine
import SwiftUI

// The same in a root view: the store is handed whole to a child that observes it; the dead
// private property is the only read.
final class Shelf_store: ObservableObject {
  @Published var count = 0
  func add() { count += 1 }
}

struct Library_root: View {
  @State private var shelf_store = Shelf_store()

  var body: some View {
    Shelf_list(shelf_store: shelf_store)
  }

  private var summary: String {
    "\(shelf_store.count) books"
  }
}

struct Shelf_list: View {
  @ObservedObject var shelf_store: Shelf_store
  var body: some View { Button("Add \(shelf_store.count)") { shelf_store.add() } }
}
