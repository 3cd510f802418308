import SwiftUI

final class PromptState: ObservableObject {
  @Published var showsPrompt = false
}
final class Cart: ObservableObject {
  @Published var items: [String] = []
}
final class Wallet: ObservableObject {
  @Published var balance = 0
}
final class Coupons: ObservableObject {
  @Published var codes: [String] = []
}

// One model drives a sheet; the others are unused or read once outside any presentation.
struct CheckoutScreen: View {  // expect: environment-object-overuse
  @EnvironmentObject var prompt: PromptState
  @EnvironmentObject var cart: Cart
  @EnvironmentObject var wallet: Wallet
  @EnvironmentObject var coupons: Coupons

  var body: some View {
    Text("\(wallet.balance)")
      .sheet(isPresented: $prompt.showsPrompt) { Text("Pay") }
  }
}
