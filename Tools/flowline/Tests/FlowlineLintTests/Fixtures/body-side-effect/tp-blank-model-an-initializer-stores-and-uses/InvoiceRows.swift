import SwiftUI

final class PaymentModel: ObservableObject {
  @Published var amount = 0
  func prefill(_ invoice: String) { amount = invoice.count }
}

// The initializer stores the model and also fills it; the body reads it.
struct PaymentScreen: View {
  @ObservedObject var payment: PaymentModel

  init(invoice: String, payment: PaymentModel) {
    self.payment = payment
    payment.prefill(invoice)
  }

  var body: some View { Text("\(payment.amount)") }
}

// The initializer only stores it, but the body binds to it.
struct TipScreen: View {
  @ObservedObject var payment: PaymentModel

  init(payment: PaymentModel) {
    self.payment = payment
  }

  var body: some View { Stepper("Tip", value: $payment.amount) }
}

struct InvoiceRows: View {
  let invoices: [String]

  var body: some View {
    ForEach(invoices, id: \.self) { id in
      let screen = PaymentScreen(invoice: id, payment: PaymentModel())  // expect: body-side-effect
      NavigationLink(destination: screen) {
        Text(id)
      }
      NavigationLink(destination: TipScreen(payment: PaymentModel())) {  // expect: body-side-effect
        Text("Tip")
      }
    }
  }
}
