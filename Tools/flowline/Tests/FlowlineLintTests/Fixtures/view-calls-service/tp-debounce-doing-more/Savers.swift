import Foundation

// Debouncers that also do work: off the main queue, or writing the value away.
final class SearchDebouncer {
  private var pending: DispatchWorkItem?

  func schedule(_ action: @escaping () -> Void) {
    pending?.cancel()
    let item = DispatchWorkItem { action() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3, execute: item)
    pending = item
  }
}

final class Draft_saver {
  func save_later(_ text: String, done: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      UserDefaults.standard.set(text, forKey: "draft")
      done()
    }
  }
}
