import SwiftUI

// A closure parameter, an `if let` from another value and an `if case` binding shadow the
// property inside their scopes.
struct ArticleStack: View {
  let articles: [Article]
  let pinned: Article?
  @State private var article: Article?

  var body: some View {
    VStack {
      ForEach(articles) { article in
        Text(article.headline)
      }
      if let article = pinned {
        Text(article.author)
      }
      if case .some(let article) = articles.first {
        Text(article.headline)
      }
      ArticleFrame(article: article) { EmptyView() }
    }
    .onTapGesture { article = articles.last }
  }
}
