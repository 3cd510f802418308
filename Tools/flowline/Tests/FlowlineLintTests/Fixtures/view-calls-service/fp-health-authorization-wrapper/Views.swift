import HealthKit
import SwiftUI

// A wrapper around HealthKit's authorization: an availability guard, value building, the
// request itself (also inside a main-actor task), and a read of the status it left. It also
// has data methods, which the view does not call here.
final class HealthAccess {
  static let shared = HealthAccess()
  let store = HKHealthStore()

  func isAuthorized() async -> Bool {
    guard HKHealthStore.isHealthDataAvailable() else { return false }
    return store.authorizationStatus(for: HKQuantityType(.bodyMass)) == .sharingAuthorized
  }

  func requestPermissions() async throws {
    guard HKHealthStore.isHealthDataAvailable() else {
      throw NSError(domain: "Health", code: -1)
    }
    let types = Set([HKQuantityType(.bodyMass)])
    try await store.requestAuthorization(toShare: types, read: types)
    print("authorized")
  }

  func forcePrompt() {
    Task { @MainActor in
      let mass = HKQuantityType.quantityType(forIdentifier: .bodyMass)!
      let read: Set<HKObjectType> = [mass]
      let write = Set(read.compactMap { $0 as? HKSampleType })
      try? await store.requestAuthorization(toShare: write, read: read)
    }
  }

  func saveWeight(_ kilograms: Double) async throws {
    let sample = HKQuantitySample(
      type: HKQuantityType(.bodyMass), quantity: HKQuantity(unit: .gram(), doubleValue: kilograms),
      start: .now, end: .now)
    try await store.save(sample)
  }
}

struct WeightSettings: View {
  @State private var authorized = false

  var body: some View {
    Form {
      Button("Connect Health") {
        Task { try? await HealthAccess.shared.requestPermissions() }
      }
      Button("Prompt again") { HealthAccess.shared.forcePrompt() }
    }
    .task { authorized = await HealthAccess.shared.isAuthorized() }
  }
}

struct Weight_entry: View {
  @State private var kilograms = 70.0

  var body: some View {
    Button("Save") {
      Task { try? await HealthAccess.shared.saveWeight(kilograms) }  // expect: view-calls-service
    }
  }
}
