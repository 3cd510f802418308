import SwiftUI

// The same in another naming style: stored defaults and an alike helper struct.
struct Ledger_store {
  private let collection = "ledger"
  func delete(id: String) async throws {}
}

final class Ledger_model: ObservableObject {
  private var store: Ledger_store
  @AppStorage("currency") private var currency = "EUR"

  init(store: Ledger_store) { self.store = store }

  func delete_entry(id: String) async throws { try await store.delete(id: id) }
}

struct Ledger_view: View {
  @ObservedObject var viewModel: Ledger_model
  var body: some View { Text("Wallet") }
}

struct Root_tabs: View {
  var body: some View {
    TabView {
      Ledger_view(viewModel: Ledger_model(store: Ledger_store()))
    }
  }
}
