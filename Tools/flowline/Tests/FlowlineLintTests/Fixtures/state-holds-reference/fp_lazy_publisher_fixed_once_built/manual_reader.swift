import Combine
import SwiftUI

final class Manual_loader: ObservableObject {
  @Published var progress: Double?
  lazy var download_task: URLSession.DataTaskPublisher? = {
    guard let url else { return nil }
    return URLSession.shared.dataTaskPublisher(for: url)
  }()
  private let url: URL?

  init(url: URL?) { self.url = url }
}

// Keeps the loader for a stable identity and reads only its download publisher, built on first
// read from the fixed address and kept: nothing it reads ever changes.
struct Manual_reader: View {
  @State private var manual_loader = Manual_loader(
    url: URL(string: "https://example.com/manual.pdf"))
  @State private var bytes = 0

  var body: some View {
    Text("\(bytes) bytes")
      .onReceive(
        manual_loader.download_task?.map(\.data.count).replaceError(with: 0).eraseToAnyPublisher()
          ?? Just(0).eraseToAnyPublisher()
      ) { bytes = $0 }
  }
}
