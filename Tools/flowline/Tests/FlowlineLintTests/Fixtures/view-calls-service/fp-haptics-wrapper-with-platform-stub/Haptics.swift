import SwiftUI

#if os(iOS)
  import UIKit

  final class HapticManager {
    static let shared = HapticManager()
    private let impactMedium = UIImpactFeedbackGenerator(style: .medium)
    private let impactHeavy = UIImpactFeedbackGenerator(style: .heavy)
    private init() {}

    func streakMilestone() {
      impactMedium.impactOccurred(intensity: 0.8)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        self.impactHeavy.impactOccurred(intensity: 0.6)
      }
    }
  }
#else
  final class HapticManager {
    static let shared = HapticManager()
    private init() {}
    func streakMilestone() {}
  }
#endif

struct StreakBadge: View {
  @State private var streak = 0
  var body: some View {
    Button("Done") {
      streak += 1
      HapticManager.shared.streakMilestone()
    }
  }
}
