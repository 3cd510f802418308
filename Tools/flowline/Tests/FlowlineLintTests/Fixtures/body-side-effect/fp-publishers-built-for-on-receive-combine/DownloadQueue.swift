import Combine
import Foundation

final class DownloadQueue: ObservableObject {
  @Published private(set) var pending: [String] = []
  private let finished = PassthroughSubject<String, Never>()

  func pendingCountStream() -> AnyPublisher<Int, Never> {
    $pending.map(\.count).removeDuplicates().eraseToAnyPublisher()
  }

  func finishedNames() -> AnyPublisher<String, Never> {
    return
      finished
      .map { $0.uppercased() }
      .eraseToAnyPublisher()
  }

  func enqueue(_ name: String) { pending.append(name) }
}
