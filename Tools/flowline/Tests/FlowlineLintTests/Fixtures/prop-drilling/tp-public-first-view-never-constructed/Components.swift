import Observation
import SwiftUI

/// The items a shopper has picked.
@Observable public final class Basket {
  /// The picked items.
  public var items: [String] = []
  /// An empty basket.
  public init() {}
}

/// A library's public screen: the apps importing it construct it, so its chain is drilling.
public struct BasketScreen: View {
  let basket: Basket  // expect: prop-drilling
  /// A screen showing `basket`.
  public init(basket: Basket) { self.basket = basket }
  /// The list of the basket.
  public var body: some View { BasketList(basket: basket) }
}

struct BasketList: View {
  let basket: Basket
  var body: some View { BasketCount(basket: basket) }
}

struct BasketCount: View {
  let basket: Basket
  var body: some View { Text("\(basket.items.count) items") }
}
