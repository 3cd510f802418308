import Combine
import SwiftUI

// The private loader only the initializer calls starts a task that writes the published list
// later: a write after the object is made, which the @State holder never sees.
final class FeedModel: ObservableObject {
  @Published var posts: [String] = []

  init() {
    loadPosts()
  }

  private func loadPosts() {
    Task { @MainActor in
      self.posts = ["first", "second"]
    }
  }
}

struct FeedScreen: View {
  @State private var model = FeedModel()  // expect: state-holds-reference

  var body: some View {
    List(model.posts, id: \.self) { Text($0) }
  }
}
