import SwiftUI

struct Tide_reading {
  let hour: Int
  let height: Double
}

final class Tide_Service {
  // Picks the highest reading of those it is given: a calculation behind an `async`.
  func highest_reading(in readings: [Tide_reading]) async -> Tide_reading? {
    readings.max { $0.height < $1.height }
  }

  // A placeholder that will fetch the forecast: a stub standing in for work.
  func forecast_readings() async -> [Tide_reading] { [] }

  // A placeholder that only logs: a stub too.
  func sync_now() async {
    print("tide sync requested")
  }
}

struct Tide_row: View {
  let readings: [Tide_reading]
  let tide_service: Tide_Service
  @State private var highest: Tide_reading?
  @State private var forecast: [Tide_reading] = []

  var body: some View {
    Text("\(highest?.height ?? 0)")
      .task { highest = await tide_service.highest_reading(in: readings) }
      .refreshable { await load_forecast() }
      .onTapGesture { Task { await tide_service.sync_now() } }  // expect: view-calls-service
  }

  private func load_forecast() async {
    forecast = await tide_service.forecast_readings()  // expect: view-calls-service
  }
}
