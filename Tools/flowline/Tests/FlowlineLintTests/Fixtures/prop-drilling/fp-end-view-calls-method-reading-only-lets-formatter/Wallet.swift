import Foundation
import Observation
import SwiftUI

struct AmountFormatter {
  func string(for amount: Int) -> String { "\(amount) sat" }
}

/// A wallet handed down as a dependency; the last view formats with the formatter it holds,
/// which reads nothing observed.
@Observable final class WalletController {
  let formatter: AmountFormatter
  var balance = 0
  var isSyncing = false

  init(formatter: AmountFormatter) { self.formatter = formatter }

  func formatted(_ amount: Int) -> String {
    formatter.string(for: amount)
  }

  func refresh() async { isSyncing = true }
}

struct PaymentScreen: View {
  @State private var wallet = WalletController(formatter: AmountFormatter())
  var body: some View { PaymentSheet(wallet: wallet, amount: 21) }
}

struct PaymentSheet: View {
  let wallet: WalletController
  let amount: Int
  var body: some View { PaymentSummary(wallet: wallet, amount: amount) }
}

struct PaymentSummary: View {
  let wallet: WalletController
  let amount: Int
  var body: some View { PaymentAmountLine(wallet: wallet, amount: amount) }
}

struct PaymentAmountLine: View {
  let wallet: WalletController
  let amount: Int
  var body: some View {
    Text(wallet.formatted(amount))
      .task { await wallet.refresh() }
  }
}
