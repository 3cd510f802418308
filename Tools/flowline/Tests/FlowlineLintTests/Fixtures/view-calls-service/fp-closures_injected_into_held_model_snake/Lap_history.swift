import Combine
import SwiftUI

struct Lap_time { let seconds: Double }

/// The timing backend.
final class Lap_repository {
  static let shared = Lap_repository()
  func laps(for driver: String) async throws -> [Lap_time] { [] }
}

/// Lap history for a driver, fed by whatever fetch it is given.
final class Lap_history_model: ObservableObject {
  @Published var laps: [Lap_time] = []
  let fetch_laps: (String) async throws -> [Lap_time]

  init(fetch_laps: @escaping (String) async throws -> [Lap_time]) {
    self.fetch_laps = fetch_laps
  }

  @MainActor func refresh(_ driver: String) async {
    laps = (try? await fetch_laps(driver)) ?? []
  }
}

struct Lap_history_view: View {
  let driver: String
  @StateObject private var history: Lap_history_model

  init(driver: String) {
    self.driver = driver
    _history = StateObject(
      wrappedValue: Lap_history_model(fetch_laps: { try await Lap_repository.shared.laps(for: $0) })
    )
  }

  var body: some View {
    Text("\(history.laps.count) laps").task { await history.refresh(driver) }
  }
}
