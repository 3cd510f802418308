import SwiftUI

// The @State reference is only handed whole to the frame; every member read is on a local
// of the same name bound by a pattern (`case .ready(let article)`), so none reads the property.
struct ArticleCard: View {
  enum Phase {
    case loading
    case ready(Article)
    case failed(String)
  }

  let articleID: String
  @State private var phase: Phase = .loading
  @State private var article: Article?

  var body: some View {
    ArticleFrame(article: article) {
      switch phase {
      case .loading:
        ProgressView().task { load() }
      case .ready(let article):
        Text(article.headline)
        Text(article.author).font(.caption)
      case .failed(let message):
        Text(message)
      }
    }
  }

  private func load() {
    let loaded = Article(id: articleID)
    article = loaded
    phase = .ready(loaded)
  }
}
