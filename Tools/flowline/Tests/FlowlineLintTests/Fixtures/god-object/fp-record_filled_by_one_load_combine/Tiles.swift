import SwiftUI

struct HourlyStrip: View {
  @EnvironmentObject var forecast: CityForecast
  var body: some View {
    Text("\(forecast.hourly.count) \(forecast.unitsLabel)").opacity(forecast.loading ? 0.3 : 1)
  }
}

struct DailyList: View {
  @EnvironmentObject var forecast: CityForecast
  var body: some View { Text("\(forecast.daily.count) \(forecast.unitsLabel)") }
}

struct RadarTile: View {
  @EnvironmentObject var forecast: CityForecast
  var body: some View {
    Text("\(forecast.radarFrames.count)").help(forecast.refreshedAt?.description ?? "")
  }
}

struct AdvisoryBanner: View {
  @EnvironmentObject var forecast: CityForecast
  var body: some View {
    Text(forecast.advisory ?? forecast.problem ?? "").opacity(forecast.loading ? 0 : 1)
  }
}

struct PollenTile: View {
  @EnvironmentObject var forecast: CityForecast
  var body: some View { Text("\(forecast.pollen)") }
}

struct MoonTile: View {
  @EnvironmentObject var forecast: CityForecast
  var body: some View { Text("\(forecast.moonPhase)") }
}

@main
struct SkiesApp: App {
  @StateObject private var forecast = CityForecast()
  var body: some Scene { WindowGroup { HourlyStrip().environmentObject(forecast) } }
}
