import Foundation
import Observation

enum Load_phase { case idle, loading, loaded, failed }

struct Swell_reading { var height = 0.0, period = 0.0 }

struct Tide_result { var heights: [Double], swell: Swell_reading, wind: Double }

/// Fetches one spot's conditions.
struct Tide_client {
  func tides(_ spot: String) async throws -> Tide_result {
    Tide_result(heights: [], swell: Swell_reading(), wind: 0)
  }
  func quality(_ spot: String) async throws -> Int { 0 }
  func warnings(_ spot: String) async throws -> [String] { [] }
}

/// One surf spot's conditions: tides, swell, wind, water quality, the sun's angle for the
/// backdrop and the load state, all filled by one `refresh`. The water quality badge and the
/// sky backdrop each read one field, but that field is part of the same record.
@MainActor @Observable final class Tide_report {
  var isLoading = false
  var phase = Load_phase.idle
  var tides: [Double] = []
  var swell = Swell_reading()
  var wind = 0.0
  var waterQuality = 0
  var sunAngle = 0.0
  var warnings: [String] = []
  var failure = ""
  var fetchedAt: Date?
  var verbose = false

  func refresh(at spot: String, using client: Tide_client) async {
    isLoading = true
    failure = ""
    if phase == .idle { phase = .loading }
    defer { isLoading = false }
    do {
      async let tideCall = client.tides(spot)
      async let qualityCall = client.quality(spot)
      let (tideResult, qualityResult) = try await (tideCall, qualityCall)
      tides = tideResult.heights
      swell = tideResult.swell
      wind = tideResult.wind
      waterQuality = qualityResult
      computeSunAngle()
      fetchedAt = .now
      phase = .loaded
      warnings = try await client.warnings(spot)
    } catch {
      failure = error.localizedDescription
    }
  }

  private func computeSunAngle() {
    let start = tides.first ?? 0
    sunAngle = (Date.now.timeIntervalSince1970 - start) / 86_400
  }
}
