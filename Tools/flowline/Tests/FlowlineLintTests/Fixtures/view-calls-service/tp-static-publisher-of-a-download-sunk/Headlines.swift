import Combine
import SwiftUI

/// Describes a download: subscribing to it fetches from the server.
enum HeadlinesService {
  static func headlines() -> AnyPublisher<Data, URLError> {
    URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
      .map(\.data)
      .eraseToAnyPublisher()
  }
}

struct Headlines: View {
  @State private var text = ""
  @State private var subscriptions = Set<AnyCancellable>()

  var body: some View {
    Text(text)
      .onAppear {
        HeadlinesService.headlines()  // expect: view-calls-service
          .sink(
            receiveCompletion: { _ in },
            receiveValue: { text = String(decoding: $0, as: UTF8.self) }
          )
          .store(in: &subscriptions)
      }
  }
}
