import SwiftUI

struct Article: Identifiable { let id: Int }

/// The articles backend.
final class ArticleService {
  static let shared = ArticleService()
  func page(_ number: Int) async throws -> [Article] { [] }
}

/// A plain value holding a fetch: whoever calls `next()` runs it.
struct PageCursor {
  let fetch: (Int) async throws -> [Article]
  var number = 0
}

/// An observable model that only runs the closure in its initializer and keeps the result.
@Observable final class FirstPage {
  var articles: [Article] = []
  init(fetch: @escaping () -> [Article]) {
    articles = fetch()
  }
}

/// The view keeps the fetch in a value of its own and runs it itself.
struct ArticlesView: View {
  @State private var articles: [Article] = []
  private let cursor = PageCursor(fetch: {
    try await ArticleService.shared.page($0)  // expect: view-calls-service
  })

  var body: some View {
    List(articles) { Text("\($0.id)") }
      .task { articles = (try? await cursor.fetch(0)) ?? [] }
  }
}
