import MusicKit
import SwiftUI

protocol MusicService {
  func songPosition() async -> TimeInterval
  func fetchQueue() async throws -> [String]
}

// `songPosition()` is async only because the protocol requires it (another service asks an
// app over IPC); this one reads the system player's position at once.
final class AppleMusicService: MusicService {
  func songPosition() async -> TimeInterval {
    ApplicationMusicPlayer.shared.playbackTime
  }

  func fetchQueue() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return [String(decoding: data, as: UTF8.self)]
  }
}

struct PlayerBar: View {
  let musicService = AppleMusicService()
  @State private var position: TimeInterval = 0
  var body: some View {
    Text("\(position)").task { position = await musicService.songPosition() }
  }
}
