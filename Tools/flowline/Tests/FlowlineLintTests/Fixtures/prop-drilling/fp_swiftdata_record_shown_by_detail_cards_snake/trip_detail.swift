import SwiftData
import SwiftUI

@Model
final class Trip_Record {
  var name: String
  var distance: Double
  init(name: String, distance: Double) {
    self.name = name
    self.distance = distance
  }
}

struct Trip_Detail_Page: View {
  let trip: Trip_Record
  var body: some View { ScrollView { Trip_Cards(trip: trip) } }
}

struct Trip_Cards: View {
  let trip: Trip_Record
  var body: some View { VStack { Trip_Distance_Card(trip: trip) } }
}

struct Trip_Distance_Card: View {
  let trip: Trip_Record
  var body: some View { Text("\(trip.name): \(trip.distance)") }
}

struct Trip_Screen: View {
  @Query private var trips: [Trip_Record]
  var body: some View {
    if let trip = trips.first { Trip_Detail_Page(trip: trip) }
  }
}
