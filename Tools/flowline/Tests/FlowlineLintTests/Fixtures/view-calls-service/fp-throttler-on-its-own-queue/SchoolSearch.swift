import Foundation
import SwiftUI

// Runs the caller's block at most once per delay, on the queue it keeps: timing, not a service.
final class SearchThrottler {
  private var workItem = DispatchWorkItem {}
  private var previousRun = Date.distantPast
  private let queue: DispatchQueue
  private let minimumDelay: TimeInterval

  init(minimumDelay: TimeInterval, queue: DispatchQueue = .main) {
    self.minimumDelay = minimumDelay
    self.queue = queue
  }

  func throttle(_ block: @escaping () -> Void) {
    workItem.cancel()
    workItem = DispatchWorkItem { [weak self] in
      self?.previousRun = Date()
      block()
    }
    let delay = previousRun.timeIntervalSinceNow > minimumDelay ? 0 : minimumDelay
    queue.asyncAfter(deadline: .now() + Double(delay), execute: workItem)
  }
}

struct SchoolSearch: View {
  @State private var term = ""
  @State private var shown = ""
  private let throttler = SearchThrottler(minimumDelay: 0.5)

  var body: some View {
    TextField("School", text: $term)
      .onChange(of: term) { _, value in
        throttler.throttle { shown = value }
      }
  }
}
