import SwiftUI

/// The screen's observed model: it owns watering and publishes the outcome.
final class GreenhouseDataSource: ObservableObject {
  @Published private(set) var beds: [String] = []

  func water(bed: String, litres: Int) async throws {
    try await Task.sleep(nanoseconds: 1)
    beds.append(bed)
  }

  func reset() async throws {}
}

/// Reports errors app-wide.
final class Alerts: ObservableObject {
  @Published var message: String?
  func show(_ error: Error) { message = "\(error)" }
}
