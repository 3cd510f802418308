import Combine
import SwiftUI

final class Trip_repository: ObservableObject {
  @Published var stops: [String] = []
  @Published var day = Date()

  func refresh(for day: Date) async {
    let url = URL(string: "https://example.com/stops")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      stops = [String(decoding: data, as: UTF8.self)]
    }
    self.day = day
  }
}

final class Day_picker_model: ObservableObject {
  let trip_repository: Trip_repository
  @Published var month = 1
  init(trip_repository: Trip_repository) { self.trip_repository = trip_repository }
}

// Moves the app's trip store, which the view also reads from the environment, to another day.
struct Trip_day_picker: View {
  @EnvironmentObject var trips: Trip_repository
  @StateObject private var picker_model: Day_picker_model

  init(trip_repository: Trip_repository) {
    _picker_model = StateObject(wrappedValue: Day_picker_model(trip_repository: trip_repository))
  }

  var body: some View {
    Button("Tomorrow (\(trips.stops.count) stops)") {
      Task { await picker_model.trip_repository.refresh(for: Date().addingTimeInterval(86_400)) }
    }
  }
}
