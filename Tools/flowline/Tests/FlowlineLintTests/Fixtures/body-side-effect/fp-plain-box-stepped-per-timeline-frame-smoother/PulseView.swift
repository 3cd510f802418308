import SwiftUI

/// Eases a level toward its target between frames; nothing observes it.
private final class LevelEaser {
  private var current: Double = 0
  private var lastFrame: Double?

  func ease(toward target: Double, at time: Double) -> Double {
    let delta = lastFrame.map { max(0, time - $0) } ?? 0
    lastFrame = time
    current += (target - current) * min(1, delta * 8)
    return current
  }
}

struct PulseView: View {
  let targetLevel: Double
  private let start = Date()
  private let easer = LevelEaser()

  var body: some View {
    TimelineView(.animation) { context in
      let time = context.date.timeIntervalSince(start)
      let level = easer.ease(toward: targetLevel, at: time)
      Circle()
        .scale(0.5 + level / 2)
    }
  }
}
