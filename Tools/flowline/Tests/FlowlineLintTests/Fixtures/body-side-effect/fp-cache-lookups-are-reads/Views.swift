import SwiftUI

// A least-recently-used cache: a lookup moves the key to the front (bookkeeping), but returns
// the same image on every render.
final class ImageCache {
  static let shared = ImageCache()
  private var images: [URL: Image] = [:]
  private var order: [URL] = []
  func image(for url: URL) -> Image? {
    order.removeAll { $0 == url }
    order.append(url)
    return images[url]
  }
}

final class LRU_store {
  private var hits = 0
  private var values: [String: String] = [:]
  func get(_ key: String) -> String? {
    hits += 1
    return values[key]
  }
  func object(forKey key: String) -> String? {
    hits += 1
    return values[key]
  }
}

struct PosterTile: View {
  let url: URL
  var body: some View {
    if let image = ImageCache.shared.image(for: url) {
      image.resizable()
    } else {
      Color.gray
    }
  }
}

struct CaptionRow: View {
  let labelCache: LRU_store
  let key: String
  var body: some View {
    VStack {
      Text(labelCache.get(key) ?? key)
      Text(labelCache.object(forKey: key) ?? "")
    }
  }
}

struct BadgeView: View {
  let badgeCache: [String: String]
  let id: String
  var body: some View { Text(badgeCache[id] ?? "") }
}
