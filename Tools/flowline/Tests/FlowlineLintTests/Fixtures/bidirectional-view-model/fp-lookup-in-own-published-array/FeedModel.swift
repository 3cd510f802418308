import Combine
import SwiftUI

final class FeedRouter {
  func navigate(to route: String) {}
}

struct FeedPost {
  var id: String
}

// A lookup in its own published array, with a closure, is no dependency's work: the tap
// navigates whatever the list holds.
final class FeedModel: ObservableObject {
  @Published var posts: [FeedPost] = []
  let router: FeedRouter

  init(router: FeedRouter) { self.router = router }

  func open(_ post: FeedPost) {
    if posts.firstIndex(where: { $0.id == post.id }) != nil {
      router.navigate(to: "post-\(post.id)")
    }
  }
}

protocol PostLoader {
  func load(id: String) async throws -> FeedPost
}

// Here the step waits for what a loader answers.
@MainActor  // expect: bidirectional-view-model
final class PostModel: ObservableObject {
  @Published var post: FeedPost?
  let loader: any PostLoader
  let router: FeedRouter

  init(loader: any PostLoader, router: FeedRouter) {
    self.loader = loader
    self.router = router
  }

  func open(id: String) async {
    guard let loaded = try? await loader.load(id: id) else { return }
    router.navigate(to: "post-\(loaded.id)")
  }
}

final class Checkout {
  func pay() async throws -> String { "" }
}

// An object of a project class published by the model still works.
@MainActor  // expect: bidirectional-view-model
final class CartModel: ObservableObject {
  @Published var checkout = Checkout()
  let router: FeedRouter

  init(router: FeedRouter) { self.router = router }

  func pay() async {
    if let receipt = try? await checkout.pay() {
      router.navigate(to: "receipt-\(receipt)")
    }
  }
}
