import AVKit
import SwiftUI

final class Clip_downloader {
  func fetch_local_copy(_ remote: URL) async throws -> URL { remote }
  func thumbnail_data(_ remote: URL) async throws -> Data { Data() }
}

// A clip row: its poster frame becomes the image it shows, its file the video it plays.
struct Clip_row: View {
  let remote: URL
  let downloader: Clip_downloader
  @State private var poster: UIImage?
  @State private var local_file: URL?

  var body: some View {
    VStack {
      if let local_file { VideoPlayer(player: AVPlayer(url: local_file)) }
    }
    .task {
      if let bytes = try? await downloader.thumbnail_data(remote) {
        poster = UIImage(data: bytes)
      }
      local_file = try? await downloader.fetch_local_copy(remote)
    }
  }
}
