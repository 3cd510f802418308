import Foundation
import SwiftUI

// A memo cache computes pages on the caller's thread and keeps the result in memory; the only
// asynchronous part is its own bookkeeping, a barrier write to the dictionary on its queue.
final class PageLayoutCache {
  static let shared = PageLayoutCache()
  private var cache: [Int: [String]] = [:]
  private let queue = DispatchQueue(label: "pages", attributes: .concurrent)
  private let limit = 8

  func getOrSplit(text: String, width: Double) -> [String] {
    let key = text.hashValue ^ width.hashValue
    var cached: [String]?
    queue.sync { cached = cache[key] }
    if let cached { return cached }
    let pages = stride(from: 0, to: text.count, by: max(1, Int(width))).map { String($0) }
    queue.async(flags: .barrier) { [weak self] in
      guard let self else { return }
      if self.cache.count >= self.limit { self.cache.removeAll() }
      self.cache[key] = pages
    }
    return pages
  }

  func invalidate() {
    queue.async(flags: .barrier) { [weak self] in
      self?.cache.removeAll()
    }
  }
}

struct PagedReader: View {
  let text: String
  @State private var pages: [String] = []

  var body: some View {
    GeometryReader { proxy in
      TabView {
        ForEach(pages, id: \.self) { Text($0) }
      }
      .onAppear { pages = PageLayoutCache.shared.getOrSplit(text: text, width: proxy.size.width) }
      .onChange(of: proxy.size.width) { _, _ in
        PageLayoutCache.shared.invalidate()
        pages = PageLayoutCache.shared.getOrSplit(text: text, width: proxy.size.width)
      }
    }
  }
}
