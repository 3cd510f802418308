import SwiftUI

struct Line_item: Identifiable {
  var id: Int
  var price: Double
  var quantity: Int
}

enum Rounding_rule {
  static let cents = 100.0
  static func rounded(_ value: Double) -> Double { (value * cents).rounded() / cents }
}

/// Talks to the checkout backend (an actor); its total is arithmetic over the lines it is given.
actor Checkout_Service {
  static let shared = Checkout_Service()
  private var session = URLSession.shared

  func submit_order(_ lines: [Line_item]) async throws {
    _ = try await session.data(from: URL(string: "https://example.com/order")!)
  }

  func load_total(of lines: [Line_item], discount: Double) -> Double {
    let gross = lines.reduce(0) { $0 + $1.price * Double($1.quantity) }
    return Rounding_rule.rounded(max(0, gross - discount))
  }
}

struct Basket_screen: View {
  let lines: [Line_item]
  @State private var total = 0.0

  var body: some View {
    Text("\(total)")
      .onAppear {
        Task { total = await Checkout_Service.shared.load_total(of: lines, discount: 5) }
      }
  }
}
