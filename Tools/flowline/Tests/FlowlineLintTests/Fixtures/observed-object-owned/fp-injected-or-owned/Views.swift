import Observation
import SwiftUI

final class ProductListViewModel: ObservableObject {
  @Published var products: [String] = []
}

@Observable
final class CartModel {
  var items: [String] = []
}

// Seed 003's correct pair: the creator owns it with @StateObject, the child observes it.
struct ProductListView: View {
  @StateObject private var viewModel = ProductListViewModel()
  var body: some View { ProductDetailView(viewModel: viewModel) }
}

struct ProductDetailView: View {
  @ObservedObject var viewModel: ProductListViewModel
  var body: some View { Text("\(viewModel.products.count)") }
}

struct InjectedView: View {
  @ObservedObject var viewModel: ProductListViewModel
  init(viewModel: ProductListViewModel) {
    self.viewModel = viewModel
  }
  var body: some View { Text("\(viewModel.products.count)") }
}

struct CartView: View {
  @State private var cart = CartModel()
  let formatter = NumberFormatter()
  let title = "Cart"
  var body: some View { Text("\(cart.items.count)") }
}

// Not a view: a coordinator may create what it holds.
final class AppCoordinator {
  let cart = CartModel()
  let viewModel = ProductListViewModel()
}
