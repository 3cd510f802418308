import Foundation
import SwiftUI

final class Episode: ObservableObject {
  @Published var localFile: URL?
}

// Deletes the file at once and clears the episode on the main queue: a synchronous command to
// the manager that owns downloads, nothing awaited or handed back.
final class DownloadManager {
  static let shared = DownloadManager()

  func deleteDownload(_ episode: Episode) {
    if let file = episode.localFile { try? FileManager.default.removeItem(at: file) }
    DispatchQueue.main.async { episode.localFile = nil }
  }
}

struct EpisodeMenu: View {
  @ObservedObject var episode: Episode
  var body: some View {
    Button("Remove download") { DownloadManager.shared.deleteDownload(episode) }
  }
}
