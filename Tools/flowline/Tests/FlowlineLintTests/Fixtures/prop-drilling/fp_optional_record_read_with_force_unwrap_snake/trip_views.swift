import SwiftData
import SwiftUI

@Model
final class Trip_record {
  var title: String
  var days: Int
  init(title: String, days: Int) {
    self.title = title
    self.days = days
  }
}

struct Trip_screen: View {
  @State private var trip: Trip_record?
  var body: some View {
    if trip != nil { Trip_header(trip: trip) }
  }
}

struct Trip_header: View {
  let trip: Trip_record?
  var body: some View { Trip_title_row(trip: trip) }
}

struct Trip_title_row: View {
  let trip: Trip_record?
  var body: some View { Trip_days_badge(trip: trip) }
}

struct Trip_days_badge: View {
  let trip: Trip_record?
  var body: some View { Text("\(trip!.days) days: \(trip!.title)") }
}
