import HealthKit
import SwiftUI

// The capability check borrows the health store another object owns and only reads the
// authorization statuses it left, through private helpers, building a summary value: a read
// of a system facility, whatever the helper is called.
final class HealthKitManager {
  static let shared = HealthKitManager()
  let healthStore = HKHealthStore()
}

struct DeviceCapabilities {
  var hasHeartRate: Bool
  var hasSleep: Bool
  var messages: [String]
}

struct DeviceCapabilityService {
  private let healthStore = HealthKitManager.shared.healthStore

  func assessCapabilities() async -> DeviceCapabilities {
    let hasHeartRate = checkAuthorization(for: .heartRate)
    let hasSleep = checkAuthorization(for: .sleepAnalysis)
    var messages: [String] = []
    if !hasSleep { messages.append("Sleep data unavailable.") }
    let count = [hasHeartRate, hasSleep].filter { $0 }.count
    if count == 0 { messages.append("Limited support.") }
    return DeviceCapabilities(hasHeartRate: hasHeartRate, hasSleep: hasSleep, messages: messages)
  }

  private func checkAuthorization(for type: HKQuantityTypeIdentifier) -> Bool {
    healthStore.authorizationStatus(for: HKQuantityType(type)) != .notDetermined
  }

  private func checkAuthorization(for type: HKCategoryTypeIdentifier) -> Bool {
    healthStore.authorizationStatus(for: HKCategoryType(type)) != .notDetermined
  }
}

struct DeviceCompatibilityView: View {
  private let capabilityService = DeviceCapabilityService()
  @State private var capabilities: DeviceCapabilities?

  var body: some View {
    List(capabilities?.messages ?? [], id: \.self) { Text($0) }
      .task { await loadCapabilities() }
  }

  private func loadCapabilities() async {
    capabilities = await capabilityService.assessCapabilities()
  }
}
