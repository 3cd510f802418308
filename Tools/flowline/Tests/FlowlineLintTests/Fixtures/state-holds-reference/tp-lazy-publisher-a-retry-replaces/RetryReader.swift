import Combine
import SwiftUI

final class RetryLoader: ObservableObject {
  @Published var attempts = 0
  lazy var download: URLSession.DataTaskPublisher? = makeDownload()
  private let url: URL?

  init(url: URL?) { self.url = url }

  func makeDownload() -> URLSession.DataTaskPublisher? {
    url.map { URLSession.shared.dataTaskPublisher(for: $0) }
  }

  func retry() {
    attempts += 1
    download = makeDownload()
  }
}

// Reads a lazy publisher that its retry replaces later: the held object changes under the view.
struct RetryReader: View {
  @State private var loader = RetryLoader(url: nil)  // expect: state-holds-reference
  @State private var bytes = 0

  var body: some View {
    VStack {
      Text("\(bytes) bytes")
        .onReceive(
          loader.download?.map(\.data.count).replaceError(with: 0).eraseToAnyPublisher()
            ?? Just(0).eraseToAnyPublisher()
        ) { bytes = $0 }
      Button("Retry") { loader.retry() }
    }
  }
}
