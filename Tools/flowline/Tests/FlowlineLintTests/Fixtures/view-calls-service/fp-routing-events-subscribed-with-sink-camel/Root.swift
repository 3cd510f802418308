import Combine
import SwiftUI

enum LaunchStatus {
  case willRun, didRun
}

// The app's own channel of routing events: `publisher()` only hands out its subject.
final class LaunchRouterChannel {
  static let shared = LaunchRouterChannel()
  private let subject = PassthroughSubject<LaunchStatus, Never>()
  func publisher() -> AnyPublisher<LaunchStatus, Never> { subject.eraseToAnyPublisher() }
  func send(_ status: LaunchStatus) { subject.send(status) }
}

final class RootObject: ObservableObject {
  @Published var isLaunched = false
}

// The root view subscribes to the routing events with `.sink`: it listens, it asks nothing.
struct RootView: View {
  @ObservedObject var root: RootObject
  private var subscriptions: Set<AnyCancellable> = []

  init(root: RootObject) {
    self.root = root
    bind()
  }

  private mutating func bind() {
    LaunchRouterChannel.shared
      .publisher()
      .receive(on: RunLoop.main)
      .sink { [root] status in root.isLaunched = status == .didRun }
      .store(in: &subscriptions)
  }

  var body: some View { Text(root.isLaunched ? "Home" : "Launching") }
}
