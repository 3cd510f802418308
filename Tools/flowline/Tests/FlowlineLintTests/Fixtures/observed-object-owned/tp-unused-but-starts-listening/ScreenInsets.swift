import SwiftUI

/// An unused helper whose initializer starts listening (through its own method) still does
/// work on every re-creation.
final class InsetWatcher: ObservableObject {
  @Published var bottom = 0.0

  init() {
    startWatching()
  }

  private func startWatching() {
    NotificationCenter.default.addObserver(
      forName: .init("insets"), object: nil, queue: .main
    ) { [weak self] _ in
      self?.bottom += 1
    }
  }
}

struct ComposeScreen: View {
  @ObservedObject var insets = InsetWatcher()  // expect: observed-object-owned

  var body: some View {
    Text("Compose")
  }
}
