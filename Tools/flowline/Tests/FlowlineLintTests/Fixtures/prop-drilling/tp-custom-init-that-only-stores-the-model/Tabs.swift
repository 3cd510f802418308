import SwiftUI

final class LedgerModel: ObservableObject {
  @Published var total = 0.0
}

// A custom initializer that only stores the model forwards it like a memberwise one.
struct LedgerTabs: View {
  @ObservedObject var model: LedgerModel  // expect: prop-drilling
  private let title: String

  init(model: LedgerModel, title: String) {
    self.model = model
    self.title = title
  }

  var body: some View { LedgerScreen(model: model).navigationTitle(title) }
}

struct LedgerScreen: View {
  @ObservedObject var model: LedgerModel
  var body: some View { LedgerCard(model: model) }
}

struct LedgerCard: View {
  @ObservedObject var model: LedgerModel
  var body: some View { Text("\(model.total)") }
}

struct LedgerRoot: View {
  @StateObject private var model = LedgerModel()
  var body: some View { LedgerTabs(model: model, title: "Ledger") }
}
