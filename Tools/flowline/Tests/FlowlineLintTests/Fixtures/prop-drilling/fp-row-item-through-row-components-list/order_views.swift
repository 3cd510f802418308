import Observation
import SwiftUI

@Observable final class Order_Record: Identifiable {
  let id: Int
  var customer_name = ""
  var total_cents = 0
  init(id: Int) { self.id = id }
}

struct Order_Inbox: View {
  let orders: [Order_Record]
  var body: some View {
    List(orders) { Order_Cell(order: $0) }
  }
}

struct Order_Cell: View {
  let order: Order_Record
  var body: some View { Order_Card(order: order).padding(4) }
}

struct Order_Card: View {
  let order: Order_Record
  var body: some View { GroupBox { Order_Summary(order: order) } }
}

struct Order_Summary: View {
  let order: Order_Record
  var body: some View {
    HStack {
      Text(order.customer_name)
      Text("\(order.total_cents / 100)")
    }
  }
}
