import Combine
import SwiftUI

final class Article: ObservableObject, Identifiable {
  let id: String
  @Published var headline = ""
  @Published var author = ""
  init(id: String) { self.id = id }
}

struct ArticleFrame<Content: View>: View {
  let article: Article?
  @ViewBuilder let content: () -> Content
  var body: some View { VStack { content() } }
}
