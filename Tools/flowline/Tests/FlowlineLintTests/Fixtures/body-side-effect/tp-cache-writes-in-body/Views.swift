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

// A lookup that creates and stores the entry on a miss (get-or-create) fills the cache while
// rendering, whatever the method is called.
final class LoaderCache {
  static let shared = LoaderCache()
  private let loaders = NSCache<NSString, NSString>()
  func loader(for path: String) -> NSString {
    if let found = loaders.object(forKey: path as NSString) { return found }
    let made = NSString(string: path)
    loaders.setObject(made, forKey: path as NSString)
    return made
  }
}

final class Note_cache {
  private var notes: [String: String] = [:]
  func lookup(_ id: String) -> String {
    if let note = notes[id] { return note }
    let note = "note \(id)"
    notes[id] = note
    return note
  }
}

struct PosterRow: View {
  let path: String
  let noteCache: Note_cache
  var body: some View {
    Text(LoaderCache.shared.loader(for: path) as String)  // expect: body-side-effect
    Text(noteCache.lookup(path))  // expect: body-side-effect
  }
}
