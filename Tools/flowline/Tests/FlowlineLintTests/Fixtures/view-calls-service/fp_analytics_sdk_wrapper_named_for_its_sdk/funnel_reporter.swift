import PostHog
import SwiftUI

// Sends screen events to PostHog on a queue of its own.
final class Funnel_reporter {
  static let shared = Funnel_reporter()
  private let send_queue = DispatchQueue(label: "funnel")
  private var posthog_client: PostHogSDK?

  func capture(_ event: String) {
    send_queue.async { [weak self] in
      self?.posthog_client?.capture(event)
    }
  }
}

struct Checkout_button: View {
  var body: some View {
    Button("Checkout") {
      Funnel_reporter.shared.capture("checkout_tapped")
    }
  }
}
