import SwiftUI

struct Checkout_screen: View {
  let tracker = Telemetry_tracker()
  private let log = Diagnostics_log()
  @State private var paid = false

  var body: some View {
    Button("Pay") {
      paid = true
      log.info("pay tapped")
      tracker.trackEvent("checkout_paid")
    }
    .onDisappear {
      if !paid { log.warning("left checkout unpaid") }
    }
  }
}
