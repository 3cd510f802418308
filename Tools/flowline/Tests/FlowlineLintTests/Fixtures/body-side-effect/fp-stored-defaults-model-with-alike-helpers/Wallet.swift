import SwiftUI

// Built in `body` for a tab, the model keeps nothing in memory: stored defaults and stateless
// helper structs whose every value is alike. A new one per render loses nothing.
struct TransactionStore {
  private let collection = "transactions"
  func delete(id: String) async throws {}
}

final class WalletViewModel: ObservableObject {
  private var store: TransactionStore
  @AppStorage("userId") private var userId = ""

  init(store: TransactionStore) { self.store = store }

  func deleteTransaction(id: String) async throws { try await store.delete(id: id) }
}

struct WalletView: View {
  @ObservedObject var viewModel: WalletViewModel
  var body: some View { Text("Wallet") }
}

struct MainTabView: View {
  var body: some View {
    TabView {
      WalletView(viewModel: WalletViewModel(store: TransactionStore()))
    }
  }
}
