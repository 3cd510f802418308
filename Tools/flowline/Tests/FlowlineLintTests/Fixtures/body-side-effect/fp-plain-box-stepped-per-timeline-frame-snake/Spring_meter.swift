import SwiftUI

final class Spring_state {
  var position = 0.0
  var velocity = 0.0
  var last_tick: Date?

  func advance(to goal: Double, now: Date) -> Double {
    let dt = last_tick.map { now.timeIntervalSince($0) } ?? 0
    last_tick = now
    velocity += (goal - position) * 120 * dt
    velocity *= 0.85
    position += velocity * dt
    return position
  }
}

struct Spring_meter: View {
  var goal: Double
  @State private var spring = Spring_state()

  var body: some View {
    TimelineView(
      .periodic(from: .now, by: 1.0 / 60.0),
      content: { timeline in
        Capsule()
          .frame(width: 20 + self.spring.advance(to: goal, now: timeline.date) * 100, height: 6)
      })
  }
}
