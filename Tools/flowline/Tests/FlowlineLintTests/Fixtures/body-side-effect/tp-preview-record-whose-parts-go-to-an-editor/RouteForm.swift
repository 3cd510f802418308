import Observation
import SwiftUI

@Observable final class Leg {
  var place: String
  init(place: String) { self.place = place }
}

@Observable final class Trip {
  var name: String
  var legs: [Leg]
  init(name: String, legs: [Leg]) {
    self.name = name
    self.legs = legs
  }
}

// The card reads the trip, but hands its legs to rows that edit them.
struct TripForm: View {
  @State private var name = ""
  @State private var start = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      let preview = Trip(name: name, legs: [Leg(place: start)])  // expect: body-side-effect
      TripCard(trip: preview)
    }
  }
}

struct TripCard: View {
  let trip: Trip
  var body: some View {
    VStack {
      Text(trip.name)
      ForEach(trip.legs, id: \.place) { LegRow(leg: $0) }
    }
  }
}

struct LegRow: View {
  @Bindable var leg: Leg
  var body: some View { TextField("Place", text: $leg.place) }
}
