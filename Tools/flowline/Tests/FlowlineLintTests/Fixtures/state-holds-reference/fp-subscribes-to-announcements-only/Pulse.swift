import Combine
import SwiftUI

// A repeating timer kept in @State for a stable identity: the view subscribes to its
// announcements explicitly and reads it only in actions.
final class PulseClock: ObservableObject {
  var startedAt = Date()
  private var timer: Timer?
  var elapsed: TimeInterval { Date().timeIntervalSince(startedAt) }

  func start(every interval: TimeInterval) {
    startedAt = Date()
    timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
      self?.objectWillChange.send()
    }
  }

  func stop() { timer?.invalidate() }
}

struct HoldToConfirmButton: View {
  @State private var clock = PulseClock()
  @State private var held: TimeInterval = 0

  var body: some View {
    Text(held > 1 ? "Confirmed" : "Hold")
      .onLongPressGesture(
        minimumDuration: .infinity, maximumDistance: 20,
        pressing: { pressing in
          if pressing { clock.start(every: 0.1) } else { clock.stop() }
        }, perform: {}
      )
      .onReceive(clock.objectWillChange) { _ in
        held = clock.elapsed
      }
  }
}
