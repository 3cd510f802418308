import Combine
import Foundation
import SwiftUI

struct Post: Decodable {
  var title: String
}

// The method does work to make its stream (a network request): subscribing starts a load.
final class FeedAPI {
  static let shared = FeedAPI()
  func posts() -> AnyPublisher<[Post], Never> {
    URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/posts")!)
      .map(\.data)
      .decode(type: [Post].self, decoder: JSONDecoder())
      .replaceError(with: [])
      .eraseToAnyPublisher()
  }
}

struct FeedScreen: View {
  @State private var posts: [Post] = []
  @State private var bag: Set<AnyCancellable> = []

  var body: some View {
    List(posts.map(\.title), id: \.self) { Text($0) }
      .onAppear {
        FeedAPI.shared.posts()  // expect: view-calls-service
          .receive(on: DispatchQueue.main)
          .sink { posts = $0 }
          .store(in: &bag)
      }
  }
}
