import Foundation
import SwiftUI

@Observable
final class Route_Draft {
  var id = UUID()
  var title: String
  var stops: [Route_Stop]

  init(title: String, stops: [Route_Stop]) {
    self.title = title
    self.stops = stops
  }
}

@Observable
final class Route_Stop {
  var place: String
  var added = Date()

  init(place: String) { self.place = place }
}

// The summary at the bottom of the form reads a draft made from the fields on each render.
struct Route_Form: View {
  @State private var title = ""
  @State private var from = ""
  @State private var to = ""

  var body: some View {
    Form {
      TextField("Title", text: $title)
      TextField("From", text: $from)
      TextField("To", text: $to)
      let draft = Route_Draft(
        title: title, stops: [Route_Stop(place: from), Route_Stop(place: to)])
      Route_Summary(draft: draft)
    }
  }
}

struct Route_Summary: View {
  let draft: Route_Draft

  var body: some View {
    VStack {
      Text(draft.title)
      Text(self.draft.stops.map(\.place).joined(separator: " → "))
    }
  }
}
