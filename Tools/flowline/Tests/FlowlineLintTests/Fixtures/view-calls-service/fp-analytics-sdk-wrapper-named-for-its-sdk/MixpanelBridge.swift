import Mixpanel
import SwiftUI

enum FunnelStep {
  case openedPaywall
  case startedTrial

  var name: String { self == .openedPaywall ? "paywall_opened" : "trial_started" }
}

// Hands each step to the Mixpanel SDK on its own queue: an analytics sink named for its SDK.
final class MixpanelBridge {
  static let shared = MixpanelBridge()
  private let queue = DispatchQueue(label: "mixpanel.bridge")
  private var client: MixpanelInstance?

  func track(_ step: FunnelStep) {
    queue.async { [weak self] in
      guard let self, let client = self.client else { return }
      client.track(event: step.name)
      self.debugLine(step.name)
    }
  }

  private func debugLine(_ text: String) {
    print("[mixpanel] \(text)")
  }
}

struct PaywallButton: View {
  @State private var showing = false

  var body: some View {
    Button("See plans") {
      MixpanelBridge.shared.track(.openedPaywall)
      showing = true
    }
  }
}
