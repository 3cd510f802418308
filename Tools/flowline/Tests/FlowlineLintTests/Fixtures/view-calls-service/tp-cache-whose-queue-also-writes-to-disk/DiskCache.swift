import Foundation
import SwiftUI

// The same barrier write, but the cache also saves the entry to disk on its queue: file work
// the view starts itself.
final class DiskCache {
  static let shared = DiskCache()
  private var entries: [String: Data] = [:]
  private let queue = DispatchQueue(label: "disk", attributes: .concurrent)
  private let folder = FileManager.default.temporaryDirectory

  func store(_ data: Data, for key: String) {
    queue.async(flags: .barrier) { [weak self] in
      guard let self else { return }
      self.entries[key] = data
      try? data.write(to: self.folder.appendingPathComponent(key))
    }
  }
}

struct AttachmentRow: View {
  let name: String
  let data: Data

  var body: some View {
    Text(name)
      .onAppear { DiskCache.shared.store(data, for: name) }  // expect: view-calls-service
  }
}
