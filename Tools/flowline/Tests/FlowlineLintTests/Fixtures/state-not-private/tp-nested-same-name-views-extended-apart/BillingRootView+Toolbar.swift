import SwiftUI

extension Billing.RootView {
  var toolbarItems: some View {
    Button("Rename") { state.title = "Invoices" }
  }
}
