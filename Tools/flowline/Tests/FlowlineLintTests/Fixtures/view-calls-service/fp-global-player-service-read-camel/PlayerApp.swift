import MusicKit
import SwiftUI

protocol MusicService {
  func songPosition() async -> TimeInterval
  func fetchQueue() async throws -> [String]
}

final class AppleMusicService: MusicService {
  func songPosition() async -> TimeInterval {
    ApplicationMusicPlayer.shared.playbackTime
  }

  func fetchQueue() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return [String(decoding: data, as: UTF8.self)]
  }
}

// The app's one music service, a global of this target.
var musicService = AppleMusicService()

@main
struct PlayerApp: App {
  var body: some Scene {
    WindowGroup { PlayerBar() }
  }
}
