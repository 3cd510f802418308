import SwiftUI
import WebKit

final class ArticleService {
  func fetchArticle(id: Int) async throws -> String { "" }
}

struct ArticleWebView: UIViewRepresentable {
  let service: ArticleService
  func makeUIView(context: Context) -> WKWebView { WKWebView() }
  func updateUIView(_ view: WKWebView, context: Context) {}
}

// A service handed to a platform view is still a service: the view fetching through it does the
// use case itself.
struct ArticleScreen: View {
  let service: ArticleService
  @State private var html = ""

  var body: some View {
    ArticleWebView(service: service)
      .task { html = (try? await service.fetchArticle(id: 1)) ?? "" }  // expect: view-calls-service
  }
}
