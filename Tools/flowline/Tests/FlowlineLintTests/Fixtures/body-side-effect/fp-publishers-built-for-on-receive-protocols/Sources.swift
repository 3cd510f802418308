import Combine
import Foundation

/// Requirements that hand out a stream; the view sees only the protocol.
protocol TickSource {
  func tickPublisher() -> AnyPublisher<Date, Never>
}

protocol LibraryWatching {
  func observeChanges() -> AnyPublisher<[URL], Never>
}

final class Metronome: ObservableObject, TickSource {
  @Published private(set) var beats = 0
  private let clock = PassthroughSubject<Date, Never>()

  func tickPublisher() -> AnyPublisher<Date, Never> { clock.eraseToAnyPublisher() }
}

final class FolderWatcher: ObservableObject, LibraryWatching {
  @Published private(set) var changes: Set<URL> = []

  func observeChanges() -> AnyPublisher<[URL], Never> {
    $changes.map { Array($0) }.eraseToAnyPublisher()
  }
}

final class SessionClock: ObservableObject {
  static let shared = SessionClock()
  @Published private(set) var started = Date()
  private let subject = PassthroughSubject<Int, Never>()

  func secondsElapsed() -> some Publisher<Int, Never> {
    subject.scan(0, +)
  }
}
