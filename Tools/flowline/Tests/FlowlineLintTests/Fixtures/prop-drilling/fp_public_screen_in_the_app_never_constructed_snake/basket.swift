import Observation
import SwiftUI

/// The items a shopper has picked.
@Observable public final class Basket_model {
  /// The picked items.
  public var items: [String] = []
  /// An empty basket.
  public init() {}
}

/// A public screen inside the app's own target that nothing constructs.
public struct Basket_screen: View {
  let basket: Basket_model
  /// A screen showing `basket`.
  public init(basket: Basket_model) { self.basket = basket }
  /// The list of the basket.
  public var body: some View { Basket_list(basket: basket) }
}

struct Basket_list: View {
  let basket: Basket_model
  var body: some View { Basket_count(basket: basket) }
}

struct Basket_count: View {
  let basket: Basket_model
  var body: some View { Text("\(basket.items.count) items") }
}

@main
struct Shop_app: App {
  var body: some Scene {
    WindowGroup { Text("Shop") }
  }
}
