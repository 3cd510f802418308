import SwiftUI

final class BudgetModel: ObservableObject {
  @Published var defaultTab = 0
  @Published var balance = 0.0
}

// The tab view reads the model while it is made (its starting tab), so it is no pure
// forwarder: only the wallet screen below it just hands the model on.
struct BudgetTabs: View {
  @ObservedObject var model: BudgetModel
  @State private var selectedTab: Int

  init(model: BudgetModel) {
    self.model = model
    _selectedTab = State(initialValue: model.defaultTab)
  }

  var body: some View {
    TabView(selection: $selectedTab) {
      WalletScreen(model: model).tag(0)
    }
  }
}

struct WalletScreen: View {
  @ObservedObject var model: BudgetModel
  var body: some View { BalanceCard(model: model) }
}

struct BalanceCard: View {
  @ObservedObject var model: BudgetModel
  var body: some View { Text("\(model.balance)") }
}

struct BudgetRoot: View {
  @StateObject private var model = BudgetModel()
  var body: some View { BudgetTabs(model: model) }
}
