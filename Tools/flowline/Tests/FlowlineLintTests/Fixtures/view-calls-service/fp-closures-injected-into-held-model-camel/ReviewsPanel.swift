import SwiftUI

struct Review: Identifiable { let id: Int, text: String }

/// Talks to the reviews backend.
final class ReviewService {
  static let shared = ReviewService()
  func reviews(productID: Int) async throws -> [Review] { [] }
  func post(productID: Int, text: String) async throws {}
}

/// A reviews list for any kind of item: what to load and post with is injected, and the
/// panel runs it with its own loading and error state.
@Observable final class ReviewsPanelModel {
  var reviews: [Review] = []
  var isLoading = false
  var failure: String?
  private let loadReviews: (Int) async throws -> [Review]
  private let postReview: ((Int, String) async throws -> Void)?

  init(
    loadReviews: @escaping (Int) async throws -> [Review],
    postReview: ((Int, String) async throws -> Void)? = nil
  ) {
    self.loadReviews = loadReviews
    self.postReview = postReview
  }

  func load(_ id: Int) async {
    isLoading = true
    defer { isLoading = false }
    do { reviews = try await loadReviews(id) } catch { failure = "\(error)" }
  }
}

struct ProductReviewsView: View {
  let productID: Int
  @State private var model: ReviewsPanelModel

  init(productID: Int) {
    self.productID = productID
    self._model = State(
      initialValue: ReviewsPanelModel(
        loadReviews: { try await ReviewService.shared.reviews(productID: $0) },
        postReview: { id, text in try await ReviewService.shared.post(productID: id, text: text) }
      ))
  }

  var body: some View {
    List(model.reviews) { Text($0.text) }
      .task { await model.load(productID) }
  }
}

struct StoreReviewsView: View {
  @State private var model = ReviewsPanelModel(loadReviews: { id in
    try await ReviewService.shared.reviews(productID: id)
  })

  var body: some View {
    List(model.reviews) { Text($0.text) }.task { await model.load(0) }
  }
}
