import Combine
import SwiftUI

enum Tab: Hashable { case home, cart, chat }

/// Navigation paths beside the app's data: more than a router.
final class MainCoordinator: ObservableObject {  // expect: god-object
  @Published var homePath = NavigationPath()
  @Published var cartPath = NavigationPath()
  @Published var selectedTab: Tab = .home
  @Published var products: [String] = []
  @Published var cartItems: [String] = []
  @Published var couponCode = ""
  @Published var chatMessages: [String] = []
  @Published var isTyping = false
  @Published var userName = ""
  @Published var isLoggedIn = false
}

@main
struct MallApp: App {
  @StateObject private var coordinator = MainCoordinator()
  var body: some Scene { WindowGroup { ProductsScreen().environmentObject(coordinator) } }
}

struct ProductsScreen: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    NavigationStack(path: $coordinator.homePath) { Text("\(coordinator.products.count)") }
  }
}

struct CartScreen: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View { Text("\(coordinator.cartItems.count) \(coordinator.couponCode)") }
}

struct ChatScreen: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View { Text("\(coordinator.chatMessages.count)").italic(coordinator.isTyping) }
}

struct LoginScreen: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View { Text(coordinator.isLoggedIn ? coordinator.userName : "Sign in") }
}
