import SwiftUI

final class Frame_counter {
  var frames = 0
  func tick() -> Int {
    frames += 1
    return frames
  }
}

/// Stepped once per render, not per frame: the count depends on how often SwiftUI renders.
struct Render_count_badge: View {
  private let counter = Frame_counter()
  var body: some View {
    Text("\(counter.tick())")  // expect: body-side-effect
  }
}

/// Handed in: the box is shared with whoever made it.
struct Shared_meter: View {
  let counter: Frame_counter
  var body: some View {
    TimelineView(.animation) { _ in
      Text("\(counter.tick())")  // expect: body-side-effect
    }
  }
}

@Observable
final class Observed_easer {
  var value = 0.0
  func step(toward target: Double) -> Double {
    value += (target - value) / 4
    return value
  }
}

/// Observable: each frame's write invalidates every view reading it.
struct Observed_meter: View {
  @State private var easer = Observed_easer()
  var body: some View {
    TimelineView(.animation) { _ in
      Text("\(easer.step(toward: 1))")  // expect: body-side-effect
    }
  }
}
