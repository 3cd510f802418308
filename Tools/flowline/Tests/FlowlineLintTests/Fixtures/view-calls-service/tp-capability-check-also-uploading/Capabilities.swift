import HealthKit
import SwiftUI

// The same shape, but one helper also uploads the result: work the view starts itself.
final class HealthKitManager {
  static let shared = HealthKitManager()
  let healthStore = HKHealthStore()
}

struct CapabilityReportService {
  private let healthStore = HealthKitManager.shared.healthStore

  func assess() async -> Bool {
    let allowed = checkAuthorization(for: .heartRate)
    await upload(allowed)
    return allowed
  }

  private func checkAuthorization(for type: HKQuantityTypeIdentifier) -> Bool {
    healthStore.authorizationStatus(for: HKQuantityType(type)) != .notDetermined
  }

  private func upload(_ allowed: Bool) async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/caps")!)
  }
}

struct CapabilityReportView: View {
  private let reportService = CapabilityReportService()
  @State private var allowed = false

  var body: some View {
    Text(allowed ? "Allowed" : "Not allowed")
      .task { allowed = await reportService.assess() }  // expect: view-calls-service
  }
}
