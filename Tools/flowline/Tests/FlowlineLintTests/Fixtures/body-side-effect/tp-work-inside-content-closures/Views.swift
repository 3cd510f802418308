import SwiftUI

@Observable
final class FeedModel {
  var posts: [String] = []
  func loadMore() { posts.append("…") }
}

struct Card<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View { VStack { content() } }
}

struct FeedView: View {
  @State private var model = FeedModel()
  @State private var seen: Set<String> = []

  var body: some View {
    ScrollView {
      ForEach(model.posts, id: \.self) { post in
        let _ = seen.insert(post)  // expect: body-side-effect
        Text(post)
      }
      Card {
        let _ = model.loadMore()  // expect: body-side-effect
        Text("More")
      }
    }
    .overlay {
      let _ = seen.removeAll()  // expect: body-side-effect
      EmptyView()
    }
  }
}
