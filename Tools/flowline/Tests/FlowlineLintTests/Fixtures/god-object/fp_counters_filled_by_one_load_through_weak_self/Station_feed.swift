import Combine
import SwiftUI

struct Station_report {
  var temperature: Double
  var wind: Double
  var pollen: Int
}

/// One station's report: every field filled by one request's completion through `self?`.
final class Station_feed: ObservableObject {
  @Published var temperature = 0.0
  @Published var feels_like = 0.0
  @Published var wind = 0.0
  @Published var gusts = 0.0
  @Published var pollen = 0
  @Published var updated_at: Date?
  @Published var station_name = ""
  @Published var is_loading = false
  @Published var error_text = ""
  @Published var unit_label = "C"

  func refresh(_ request: @escaping (@escaping (Station_report) -> Void) -> Void) {
    is_loading = true
    request { [weak self] report in
      DispatchQueue.main.async {
        self?.temperature = report.temperature
        self?.feels_like = report.temperature - 2
        self?.wind = report.wind
        self?.pollen = report.pollen
        self?.updated_at = Date()
        self?.is_loading = false
      }
    }
  }
}

struct Temperature_tile: View {
  @EnvironmentObject var feed: Station_feed
  var body: some View {
    Text("\(feed.temperature) \(feed.feels_like) \(feed.unit_label)").help(feed.station_name)
  }
}

struct Wind_tile: View {
  @EnvironmentObject var feed: Station_feed
  var body: some View { Text("\(feed.wind)") }
}

struct Pollen_tile: View {
  @EnvironmentObject var feed: Station_feed
  var body: some View { Text("\(feed.pollen)") }
}

struct Station_header: View {
  @EnvironmentObject var feed: Station_feed
  var body: some View { Text(feed.updated_at?.description ?? "") }
}
