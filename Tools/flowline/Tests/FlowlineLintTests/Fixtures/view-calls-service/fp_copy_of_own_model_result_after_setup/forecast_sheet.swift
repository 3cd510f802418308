import Foundation
import SwiftUI

final class Forecast_Service: ObservableObject {
  @Published var days: [Int] = []

  func load_days(for city: String) async {
    let url = URL(string: "https://x.y/\(city)")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      days = [data.count]
    }
  }
}

struct Forecast_sheet: View {
  @ObservedObject var forecast: Forecast_Service
  @State private var shown: [Int] = []
  @State private var first_day = 0

  var body: some View {
    List(shown, id: \.self) { Text("\($0)") }
      .refreshable {
        await forecast.load_days(for: "Oslo")
        shown = forecast.days
        first_day = self.forecast.days.first ?? 0
      }
  }
}
