import Combine
import Foundation

final class Price_tag_model: ObservableObject {
  @Published var cents: Int
  let currency_code: String

  init(cents: Int, currency_code: String = "EUR") {
    self.cents = cents
    self.currency_code = currency_code
  }

  func formatted_price(with_code: Bool) -> String {
    let amount = String(format: "%.2f", Double(cents) / 100)
    return with_code ? "\(amount) \(currency_code)" : amount
  }

  func add_discount(_ value: Int) { cents -= value }
}
