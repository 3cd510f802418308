import SwiftUI
import UIKit

actor StoryboardService {
  static let shared = StoryboardService()
  private var sheets: [Int: UIImage] = [:]

  func thumbnail(for time: Double, from storyboard: URL) async -> UIImage? {
    sheets[Int(time) / 100]
  }

  func preloadNearbySheets(around time: Double, from storyboard: URL) async {
    guard let (data, _) = try? await URLSession.shared.data(from: storyboard) else { return }
    sheets[Int(time) / 100] = UIImage(data: data)
  }
}

// A chapter row: tries the cached crop, warms the sprite sheets around its time, then retries.
struct ChapterRow: View {
  let startTime: Double
  let storyboard: URL
  @State private var thumbnail: UIImage?

  var body: some View {
    HStack {
      if let thumbnail { Image(uiImage: thumbnail) }
      Text("\(startTime)")
    }
    .task { await loadThumbnail() }
  }

  private func loadThumbnail() async {
    let service = StoryboardService.shared
    if let cached = await service.thumbnail(for: startTime, from: storyboard) {
      thumbnail = cached
      return
    }
    await service.preloadNearbySheets(around: startTime, from: storyboard)
    if let loaded = await service.thumbnail(for: startTime, from: storyboard) {
      thumbnail = loaded
    }
  }
}
