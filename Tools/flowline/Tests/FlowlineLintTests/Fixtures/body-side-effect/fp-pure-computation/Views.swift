import SwiftUI

struct Order {
  var price: Double
  var isOpen: Bool
}

struct RowModel {
  var title: String
}

// Local variables, pure transforms, value-type construction and debugging helpers are fine.
struct OrdersView: View {
  let orders: [Order]

  var body: some View {
    let _ = Self._printChanges()
    var total = 0.0
    for order in orders { total += order.price }
    let open = orders.filter { $0.isOpen }.sorted { $0.price < $1.price }
    let rows = open.map { RowModel(title: "\($0.price)") }
    return VStack {
      Text("Total \(total)")
      ForEach(rows, id: \.title) { Text($0.title) }
    }
  }
}

// A `body` on a type that is not a view is not render code.
struct Request {
  var attempts = 0
  var body: Data {
    mutating get {
      attempts += 1
      return Data()
    }
  }
}
