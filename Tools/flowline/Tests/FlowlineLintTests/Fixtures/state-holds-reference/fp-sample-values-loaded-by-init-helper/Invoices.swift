import Combine
import SwiftUI

// The view model's published values are filled by a private loader that only its
// initializer calls: part of making the object, so they hold their final value at the first
// render and the @State holder misses nothing.
final class InvoicesModel: ObservableObject {
  @Published var invoices: [String] = []
  @Published var total = 0.0

  init() {
    loadSampleData()
  }

  private func loadSampleData() {
    invoices = ["A-1", "A-2"]
    self.total = 120
  }
}

struct InvoicesScreen: View {
  @State private var model = InvoicesModel()

  var body: some View {
    List(model.invoices, id: \.self) { Text($0) }
      .navigationTitle("\(model.total)")
  }
}
