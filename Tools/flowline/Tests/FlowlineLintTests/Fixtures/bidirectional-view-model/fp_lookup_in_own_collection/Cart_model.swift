import Combine
import SwiftUI

final class Shop_Router {
  func push(_ screen: String) {}
}

// A plain collection the class keeps: `contains(where:)` is a lookup, not work.
final class Cart_model: ObservableObject {
  @Published var total = 0
  var item_ids: Set<Int> = []
  let shop_router: Shop_Router

  init(shop_router: Shop_Router) { self.shop_router = shop_router }

  func checkout() {
    if item_ids.contains(where: { $0 > 0 }) {
      shop_router.push("checkout")
    }
  }
}
