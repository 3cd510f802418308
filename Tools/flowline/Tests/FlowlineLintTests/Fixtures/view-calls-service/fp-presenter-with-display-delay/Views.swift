import SwiftUI

final class HintPresenter {
  static let shared = HintPresenter()
  private var pending: Task<Void, Never>?
  private var visible = false

  func showHint(_ text: String?, after delay: Double = 0.4) {
    pending?.cancel()
    pending = Task {
      try? await Task.sleep(for: .seconds(delay))
      if Task.isCancelled { return }
      visible = text != nil
    }
  }
}

final class Banner_Service {
  static let instance = Banner_Service()
  var shown = false
  func hide_banner() {
    Task { @MainActor in
      try await Task.sleep(nanoseconds: 300_000_000)
      shown = false
    }
  }
}

// Presentation managers whose only task is a display delay: no service work.
struct HintedButton: View {
  var body: some View {
    Button("Go") { HintPresenter.shared.showHint(nil) }
      .onHover { HintPresenter.shared.showHint($0 ? "Go" : nil) }
  }
}

struct Banner_host: View {
  var body: some View {
    Text("Saved").onTapGesture { Banner_Service.instance.hide_banner() }
  }
}
