import SwiftUI

final class Trip_source: ObservableObject {
  @Published var trips: [String] = []
  func add_trip(_ trip: String) { trips.append(trip) }
}

final class Trip_list_model: ObservableObject {
  @Published var filter = ""
  let source: Trip_source
  init(source: Trip_source) { self.source = source }
  func clear_filter() { filter = "" }
}

struct Trip_list: View {
  @StateObject var trip_list_model: Trip_list_model  // expect: state-not-private
  var body: some View {
    Text(trip_list_model.filter)
      .onTapGesture {
        trip_list_model.source.add_trip("Lisbon")
        trip_list_model.clear_filter()
      }
  }
}

struct Trips_tab: View {
  var body: some View {
    Trip_list(trip_list_model: Trip_list_model(source: Trip_source()))
  }
}
