import SwiftUI
import UIKit

protocol Orders_Navigator {
  func show_order(_ id: String, on_cancel: @escaping (String) -> Void)
}

final class Orders_Coordinator: Orders_Navigator {
  let navigation = UINavigationController()

  func show_order(_ id: String, on_cancel: @escaping (String) -> Void) {
    navigation.pushViewController(UIHostingController(rootView: Text(id)), animated: true)
  }
}

// Pushes an order's screen through the coordinator; the screen reports a cancellation later.
struct Order_list: View {
  let coordinator: Orders_Navigator
  let orders: [String]
  @State private var cancelled_id = ""

  var body: some View {
    List(orders, id: \.self) { order in
      Button(order) {
        coordinator.show_order(order, on_cancel: { id in cancelled_id = id })
      }
      .strikethrough(cancelled_id == order)
    }
  }
}
