import Combine
import Foundation

// Owns the whole watch-together use case and publishes its outcome; the player model
// observes what it publishes.
final class WatchPartyCoordinator {
  static let shared = WatchPartyCoordinator()
  @Published var queuedEpisode: String?

  func prepareToPlay(_ episode: String) {
    guard queuedEpisode != episode else { return }
    Task {
      let accepted = await Self.activate(episode)
      if accepted { self.queuedEpisode = episode }
    }
  }

  private static func activate(_ episode: String) async -> Bool { true }
}

final class PlaybackModel: ObservableObject {
  @Published var current: String?
  private var bag = Set<AnyCancellable>()
  init() {
    WatchPartyCoordinator.shared.$queuedEpisode.sink { [weak self] in self?.current = $0 }
      .store(in: &bag)
  }
}
