import SwiftUI

struct Basket_line: View {
  let cents: Int
  @StateObject private var total = Price_tag_model(cents: 0)

  var body: some View {
    HStack {
      Text(Price_tag_model(cents: cents).formatted_price(with_code: true))
      Button("Discount") { total.add_discount(10) }
    }
  }
}
