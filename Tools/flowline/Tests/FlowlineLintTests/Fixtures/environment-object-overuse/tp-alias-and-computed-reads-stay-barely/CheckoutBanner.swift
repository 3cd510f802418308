import Observation
import SwiftUI

final class AccountStore: ObservableObject {
  @Published var user = ""
  @Published var token = ""
  var greeting: String { "Hi \(user)" }
}

// Only computed properties, but the banner reads one of three.
final class Metrics: ObservableObject {
  var uptime: TimeInterval { 0 }
  var load: Double { 0 }
  var temperature: Double { 0 }
}

@Observable final class Cart {
  var items: [String] = []
  var total = 0.0
}

struct CheckoutBanner: View {  // expect: environment-object-overuse
  @EnvironmentObject var account: AccountStore
  @EnvironmentObject var metrics: Metrics
  @Environment(Cart.self) private var cart

  var body: some View {
    @Bindable var cart = cart
    // A value read from a model is not the model under another name.
    let title = account.greeting
    HStack {
      Text(title)
      Text("\(metrics.load)")
      Text("\(cart.items.count) items, \(cart.total)")
    }
  }
}
