import SwiftUI
import WebKit

/// A service that loads pages in a hidden web view to scrape them: the view is its private
/// tool, never shown, and its method fetches data from the network.
final class HeadlinePageReader {
  private let browser = WKWebView()

  func fetchHeadlines(from url: URL) async throws -> [String] {
    browser.load(URLRequest(url: url))
    let text = try await browser.evaluateJavaScript("document.title") as? String
    return [text ?? ""]
  }
}

struct HeadlinesView: View {
  let reader: HeadlinePageReader
  @State private var headlines: [String] = []

  var body: some View {
    List(headlines, id: \.self) { Text($0) }
      .task {
        let home = URL(string: "https://example.com")!
        let found = try? await reader.fetchHeadlines(from: home)  // expect: view-calls-service
        headlines = found ?? []
      }
  }
}
