import SwiftUI

struct OnboardingScreen: View {
  @State private var step = 0

  var body: some View {
    Text("Welcome")
      .onAppear {
        UsageAnalyticsService.shared.capture("onboarding_started")
        UsageAnalyticsService.shared.setUserProperties(["status": "in_progress"])
      }
      .onChange(of: step) { _, newValue in
        AppLogger.shared.log("step \(newValue)", type: "Debug")
      }
  }
}
