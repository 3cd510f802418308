import SwiftUI

final class ThumbnailCache {
  static let shared = ThumbnailCache()
  private var store: [String: Data] = [:]
  func insert(_ data: Data, for key: String) { store[key] = data }
  func thumbnail(for key: String) -> Data? { store[key] }
}

final class Glyph_cache {
  private var glyphs: [Character: String] = [:]
  func setGlyph(_ glyph: String, for character: Character) { glyphs[character] = glyph }
}

// Putting into a cache while rendering is a write, whatever the cache is called.
struct ThumbnailStrip: View {
  let keys: [String]
  let placeholder: Data
  var body: some View {
    let _ = ThumbnailCache.shared.insert(placeholder, for: "empty")  // expect: body-side-effect
    Text("\(keys.count)")
  }
}

struct Glyph_view: View {
  let glyphCache: Glyph_cache
  let character: Character
  var body: some View {
    let _ = glyphCache.setGlyph("?", for: character)  // expect: body-side-effect
    Text(String(character))
  }
}

struct RatingBadge: View {
  @State private var ratingCache: [String: Int] = [:]
  let id: String
  var body: some View {
    ratingCache[id] = 5  // expect: body-side-effect
    Text("\(ratingCache[id] ?? 0)")
  }
}
