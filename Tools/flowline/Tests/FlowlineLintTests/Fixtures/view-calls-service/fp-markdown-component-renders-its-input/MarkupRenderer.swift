import Foundation

/// Keeps rendered paragraphs in memory.
final class ParagraphMemo {
  static let shared = ParagraphMemo()
  private let store = NSCache<NSString, NSArray>()

  func paragraphs(for source: String) -> [String]? {
    store.object(forKey: source as NSString) as? [String]
  }

  func keep(_ paragraphs: [String], for source: String) {
    store.setObject(paragraphs as NSArray, forKey: source as NSString)
  }
}

/// Turns markup into display paragraphs off the main actor.
actor MarkupRenderer {
  private let memo: ParagraphMemo
  private var running: [String: Task<[String], Never>] = [:]

  init(memo: ParagraphMemo = .shared) {
    self.memo = memo
  }

  func layout(markup: String, width: Double) async -> [String] {
    if let cached = memo.paragraphs(for: markup) { return cached }
    if let task = running[markup] { return await task.value }
    let task = Task { markup.split(separator: "\n").map { String($0.prefix(Int(width))) } }
    running[markup] = task
    let result = await task.value
    memo.keep(result, for: markup)
    running[markup] = nil
    return result
  }
}
