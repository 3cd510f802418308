import Combine
import SwiftUI

enum Wizard {
  final class Store: ObservableObject {
    @Published var step = 0
  }
}

struct LedgerView: View {
  struct Store {
    var rows: [String] = []
  }

  @State private var store = Store()

  var body: some View {
    List(store.rows, id: \.self) { Text($0) }
  }
}

struct BoardView: View {
  struct Store {
    var cells = 9
  }

  struct CellView: View {
    // The enclosing view's `Store` (an outer scope), not the wizard's object.
    @State private var store: Store = .init()
    var body: some View { Text("\(store.cells)") }
  }

  var body: some View { CellView() }
}
