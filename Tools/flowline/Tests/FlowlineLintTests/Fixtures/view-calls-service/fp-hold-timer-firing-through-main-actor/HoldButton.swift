import SwiftUI

// A press-and-hold tracker the view owns: its task sleeps, then hops to the main actor to run
// the caller's closure. A display delay, not a service.
final class HoldTracker {
  var isPressing = false
  var task: Task<Void, Never>?

  func start(onFire: @escaping () -> Void) {
    cancel()
    isPressing = true
    task = Task {
      try? await Task.sleep(nanoseconds: 3_000_000_000)
      guard !Task.isCancelled else { return }
      await MainActor.run {
        guard self.isPressing else { return }
        onFire()
      }
    }
  }

  func cancel() {
    isPressing = false
    task?.cancel()
  }
}

struct HoldToApplyButton: View {
  let onApply: () -> Void
  @State private var hold = HoldTracker()

  var body: some View {
    Text("Hold to apply")
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { _ in hold.start { onApply() } }
          .onEnded { _ in hold.cancel() }
      )
  }
}
