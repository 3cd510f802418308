import Foundation
import SwiftUI

// After the delay the tracker also uploads before hopping back: work the view starts.
final class SyncHoldTracker {
  var task: Task<Void, Never>?

  func start(onDone: @escaping () -> Void) {
    task = Task {
      try? await Task.sleep(nanoseconds: 1_000_000_000)
      _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/sync")!)
      await MainActor.run { onDone() }
    }
  }
}

struct SyncOnHoldButton: View {
  @State private var hold = SyncHoldTracker()
  @State private var done = false

  var body: some View {
    Text("Hold to sync")
      .onLongPressGesture { hold.start { done = true } }  // expect: view-calls-service
  }
}
