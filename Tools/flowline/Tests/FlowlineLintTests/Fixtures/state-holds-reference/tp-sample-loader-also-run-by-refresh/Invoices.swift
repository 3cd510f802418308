import Combine
import SwiftUI

// The loader is also run by a refresh method the view calls: the values change after the
// object is made, and the @State holder never sees it.
final class InvoiceListModel: ObservableObject {
  @Published var invoices: [String] = []

  init() {
    loadInvoices()
  }

  func refresh() { loadInvoices() }

  private func loadInvoices() {
    invoices = ["A-\(invoices.count)"]
  }
}

struct InvoiceListScreen: View {
  @State private var model = InvoiceListModel()  // expect: state-holds-reference

  var body: some View {
    List(model.invoices, id: \.self) { Text($0) }
      .refreshable { model.refresh() }
  }
}
