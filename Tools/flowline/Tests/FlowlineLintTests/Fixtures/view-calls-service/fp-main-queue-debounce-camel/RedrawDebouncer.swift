import Foundation

/// Coalesces redraw requests: only the last one in a short window runs, on the main queue.
final class RedrawDebouncer {
  private var pending: DispatchWorkItem?

  func schedule(after delay: Double = 0.25, _ action: @escaping () -> Void) {
    pending?.cancel()
    let item = DispatchWorkItem { action() }
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: item)
    pending = item
  }
}
