import Foundation
import SwiftUI

// An in-memory store whose writes go through its own serial queue: storing an entry is a
// write of the object's state, not work the view should leave to a model.
final class Thumbnail_cache {
  static let shared = Thumbnail_cache()
  private var entries: [String: Data] = [:]
  private let sync_queue = DispatchQueue(label: "thumbnails")

  func entry(for key: String) -> Data? {
    sync_queue.sync { entries[key] }
  }

  func remember(_ data: Data, for key: String) {
    self.sync_queue.async {
      self.entries[key] = data
    }
  }
}

struct Sticker_cell: View {
  let name: String
  let data: Data

  var body: some View {
    Text(name)
      .onAppear { Thumbnail_cache.shared.remember(data, for: name) }
  }
}
