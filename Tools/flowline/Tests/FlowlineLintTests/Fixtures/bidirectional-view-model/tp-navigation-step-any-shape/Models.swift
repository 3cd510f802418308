import Combine
import Observation
import SwiftUI

enum ShopRoute: Hashable {
  case receipt(Int)
  case cart
}

protocol OrderPlacing {
  func place(items: [Int]) async throws -> Int
}

/// A router that is asked to handle a route value: the route argument is the navigation,
/// whatever the method is called.
final class ShopRouter {
  func handle(_ route: ShopRoute) {}
  func flashBanner(_ text: String) {}
}

@MainActor  // expect: bidirectional-view-model
final class BasketScreenModel: ObservableObject {
  @Published var items: [Int] = []
  private let orders: any OrderPlacing
  private let router: ShopRouter

  init(orders: any OrderPlacing, router: ShopRouter) {
    self.orders = orders
    self.router = router
  }

  func checkout() async {
    do {
      let number = try await orders.place(items: items)
      router.handle(ShopRoute.receipt(number))
    } catch {
      router.flashBanner("Try again")
    }
  }
}

protocol ProfileLoading {
  func load(id: String, then: @escaping (String?) -> Void)
}

enum ProfileDestination {
  case editor(String)
  case missing
}

/// Sets the coordinator's destination from a completion handler's result.
@Observable final class ProfilePresenter {  // expect: bidirectional-view-model
  let loader: any ProfileLoading
  let coordinator: ProfileCoordinator

  init(loader: any ProfileLoading, coordinator: ProfileCoordinator) {
    self.loader = loader
    self.coordinator = coordinator
  }

  func open(id: String) {
    loader.load(id: id) { name in
      self.coordinator.destination = name.map { .editor($0) } ?? .missing
    }
  }
}

final class ProfileCoordinator {
  var destination: ProfileDestination?
}

protocol Wallet {
  func pay(cents: Int) async -> Bool
}

/// The navigator's method takes a screen value, declared by the project; the call names no
/// verb and no route label.
final class TipJarViewModel {  // expect: bidirectional-view-model
  private let wallet: any Wallet
  private let navigator: AppNavigator

  init(wallet: any Wallet, navigator: AppNavigator) {
    self.wallet = wallet
    self.navigator = navigator
  }

  func tip(_ cents: Int) async {
    if await wallet.pay(cents: cents) { navigator.replace(with: .thanks) }
  }
}

enum AppScreen { case thanks, home }

final class AppNavigator {
  func replace(with screen: AppScreen) {}
}

/// Dismisses itself through a UIKit-style coordinator once the upload finishes.
final class UploadPresenter {  // expect: bidirectional-view-model
  let uploads: UploadService
  weak var coordinator: UploadCoordinator?

  init(uploads: UploadService, coordinator: UploadCoordinator) {
    self.uploads = uploads
    self.coordinator = coordinator
  }

  func send(_ data: [UInt8]) {
    uploads.upload(data) { [weak self] _ in
      self?.coordinator?.dismissFlow(animated: true)
    }
  }
}

final class UploadCoordinator {
  func dismissFlow(animated: Bool) {}
}
