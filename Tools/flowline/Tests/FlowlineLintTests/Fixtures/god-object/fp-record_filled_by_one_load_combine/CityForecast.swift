import Combine
import Foundation

struct ForecastBundle {
  var hourly: [Double]
  var daily: [Double]
  var pollen: Int
  var radarFrames: [URL]
  var advisory: String?
}

/// Downloads one city's forecast.
final class ForecastFetcher {
  func fetch(_ city: String, completion: @escaping (Result<ForecastBundle, Error>) -> Void) {}
}

/// One city's forecast, filled from one downloaded bundle by `load(city:)`: the pollen count
/// and the moon phase are read by one view each, but they are fields of the same record.
final class CityForecast: ObservableObject {
  @Published var hourly: [Double] = []
  @Published var daily: [Double] = []
  @Published var pollen = 0
  @Published var moonPhase = 0.0
  @Published var radarFrames: [URL] = []
  @Published var advisory: String?
  @Published var loading = false
  @Published var problem: String?
  @Published var refreshedAt: Date?
  @Published var unitsLabel = "°C"
  private let fetcher = ForecastFetcher()
}

extension CityForecast {
  func load(city: String) {
    loading = true
    fetcher.fetch(city) { [weak self] result in
      DispatchQueue.main.async {
        guard let self else { return }
        self.loading = false
        switch result {
        case .success(let bundle):
          self.hourly = bundle.hourly
          self.daily = bundle.daily
          self.pollen = bundle.pollen
          self.radarFrames = bundle.radarFrames
          self.advisory = bundle.advisory
          self.refreshedAt = Date()
          self.updateMoonPhase()
        case .failure(let error):
          self.problem = error.localizedDescription
        }
      }
    }
  }

  private func updateMoonPhase() {
    moonPhase = (daily.first ?? 0).truncatingRemainder(dividingBy: 29.5)
  }
}
