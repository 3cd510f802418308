import SwiftUI
import UIKit

actor EpisodeService {
  static let shared = EpisodeService()
  private var pictures: [String: UIImage] = [:]
  private var feeds: [String: [String]] = [:]

  func artwork(for id: String) async -> UIImage? { pictures[id] }

  func preloadFeed(of show: String) async {
    guard let (data, _) = try? await URLSession.shared.data(from: URL(string: show)!) else {
      return
    }
    feeds[show] = [String(decoding: data, as: UTF8.self)]
  }
}

// Loads its artwork, and also preloads the show's episode feed: app data, not a picture.
struct EpisodeRow: View {
  let id: String
  let show: String
  @State private var artwork: UIImage?

  var body: some View {
    HStack {
      if let artwork { Image(uiImage: artwork) }
      Text(id)
    }
    .task {
      let service = EpisodeService.shared
      artwork = await service.artwork(for: id)  // expect: view-calls-service
      await service.preloadFeed(of: show)  // expect: view-calls-service
    }
  }
}
