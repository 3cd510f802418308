import Observation
import SwiftUI

@Observable final class Units_config {
  var metric = true
}

@Observable final class Trip_log {
  var trips: [String] = []
}

@Observable final class Trip_router {
  var route: [String] = []
}

// The modifier is handed the config as a parameter: it does not read the environment, so
// the config has only three view readers and this view's single read of it still counts.
struct Unit_label_modifier: ViewModifier {
  let config: Units_config
  func body(content: Content) -> some View {
    content.overlay(Text(config.metric ? "km" : "mi"))
  }
}

struct Trips_view: View {  // expect: environment-object-overuse
  @Environment(Units_config.self) private var config
  @Environment(Trip_log.self) private var log
  @Environment(Trip_router.self) private var router

  var body: some View {
    List(router.route, id: \.self) { Text($0) }
      .modifier(Unit_label_modifier(config: config))
      .navigationTitle(router.route.last ?? "Trips")
  }
}

struct Odometer_view: View {
  @Environment(Units_config.self) private var config
  var body: some View { Text(config.metric ? "0 km" : "0 mi") }
}

struct Speed_view: View {
  @Environment(Units_config.self) private var config
  var body: some View { Text(config.metric ? "0 km/h" : "0 mph") }
}
