import SwiftUI

final class Trip_Store: ObservableObject {
  @Published var opened: [Int] = []
  func open_trip(_ id: Int) -> Int {
    opened.append(id)
    return id
  }
}

final class Trip_Detail_Model: ObservableObject {
  @Published var trip_id: Int
  init(trip_id: Int) { self.trip_id = trip_id }
  func next() { trip_id += 1 }
}

struct Trip_Detail: View {
  @StateObject private var model: Trip_Detail_Model
  init(model: @autoclosure @escaping () -> Trip_Detail_Model) {
    _model = StateObject(wrappedValue: model())
  }
  var body: some View { Button("\(model.trip_id)") { model.next() } }
}

struct Trip_Summary: View {
  @StateObject var model: Trip_Detail_Model  // expect: state-not-private
  var body: some View { Button("\(model.trip_id)") { model.next() } }
}

struct Trip_Row: View {
  @EnvironmentObject var store: Trip_Store
  let trip_id: Int
  var body: some View {
    Trip_Summary(model: Trip_Detail_Model(trip_id: store.open_trip(trip_id)))
  }
}
