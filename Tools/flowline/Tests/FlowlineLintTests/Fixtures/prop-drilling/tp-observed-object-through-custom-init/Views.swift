import SwiftUI

final class CheckoutModel: ObservableObject {
  @Published var total = 0
}

struct CheckoutScreen: View {
  @StateObject private var model = CheckoutModel()

  var body: some View {
    CheckoutSection(store: model)
  }
}

struct CheckoutSection: View {
  @ObservedObject var model: CheckoutModel  // expect: prop-drilling

  init(store: CheckoutModel) {
    self.model = store
  }

  var body: some View {
    VStack {
      Text("Checkout")
      CheckoutFooter(model: model)
    }
  }
}

struct CheckoutFooter: View {
  @ObservedObject var model: CheckoutModel

  var body: some View {
    TotalRow(model: model)
  }
}

struct TotalRow: View {
  @ObservedObject var model: CheckoutModel

  var body: some View {
    Text("\(model.total)")
  }
}
