import Foundation
import SwiftUI

final class LinkPreviewService {
  static let shared = LinkPreviewService()
  func fetchTitle(for url: URL, completion: @escaping (String) -> Void) {
    URLSession.shared.dataTask(with: url) { data, _, _ in
      completion(String(decoding: data ?? Data(), as: UTF8.self))
    }.resume()
  }
}

// A view modifier's `body(content:)` is what SwiftUI calls: its load is the view's own.
struct LinkTitleModifier: ViewModifier {
  let url: URL
  @State private var title = ""

  func body(content: Content) -> some View {
    content
      .overlay { Text(title) }
      .task {
        LinkPreviewService.shared.fetchTitle(for: url) { title = $0 }  // expect: view-calls-service
      }
  }
}
