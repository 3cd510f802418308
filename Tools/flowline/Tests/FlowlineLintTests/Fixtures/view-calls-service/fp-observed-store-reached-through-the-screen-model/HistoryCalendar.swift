import Combine
import SwiftUI

final class CityDataSource: ObservableObject {
  @Published var pins: [String] = []
  @Published var selected: Date?
  private let api = URLSession.shared

  func updatePins(for day: Date) async {
    let url = URL(string: "https://example.com/pins")!
    if let (data, _) = try? await api.data(from: url) {
      pins = [String(decoding: data, as: UTF8.self)]
    }
    selected = day
  }
}

final class HistoryCalendarModel: ObservableObject {
  let dataSource: CityDataSource
  @Published var month = 1
  init(dataSource: CityDataSource) { self.dataSource = dataSource }
}

// The calendar asks the app's data source, the store it observes from the environment, to
// move to the picked day; it keeps no result.
struct HistoryCalendar: View {
  @EnvironmentObject var source: CityDataSource
  @StateObject private var model: HistoryCalendarModel
  @Binding var showing: Bool
  @State private var picked = Date()

  init(source: CityDataSource, showing: Binding<Bool>) {
    _model = StateObject(wrappedValue: HistoryCalendarModel(dataSource: source))
    _showing = showing
  }

  var body: some View {
    Button("Pick \(source.pins.count)") {
      picked = Date()
      Task {
        await model.dataSource.updatePins(for: picked)
      }
      showing = false
    }
  }
}
