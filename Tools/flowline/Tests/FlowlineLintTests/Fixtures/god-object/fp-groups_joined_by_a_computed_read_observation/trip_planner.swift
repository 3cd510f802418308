import Observation
import SwiftUI

/// One screen's trip planner: the leg shown, the legs loaded, the map's pin and its buttons.
/// The summary row reads computed values built from each part: one concern.
@Observable
final class Trip_planner {
  var leg_index = 0
  var legs: [String] = []
  var pin_name = ""
  var map_zoom = 1.0
  var show_traffic = false
  var show_satellite = false
  var eta_minutes = 0
  var delay_minutes = 0
  var is_rerouting = false
  var warning: String?

  var current_leg: String { legs.indices.contains(leg_index) ? legs[leg_index] : "" }
  var arrival_text: String { "\(eta_minutes + delay_minutes) \(is_rerouting)" }
  var map_text: String { "\(pin_name) \(show_traffic)" }
}

struct Legs_list: View {
  @Environment(Trip_planner.self) private var planner
  var body: some View { List(planner.legs, id: \.self) { Text($0) }.tag(planner.leg_index) }
}

struct Map_panel: View {
  @Environment(Trip_planner.self) private var planner
  var body: some View { Text(planner.pin_name).scaleEffect(planner.map_zoom) }
}

struct Layer_buttons: View {
  @Environment(Trip_planner.self) private var planner
  var body: some View { Text(planner.show_traffic ? "T" : "").bold(planner.show_satellite) }
}

struct Arrival_badge: View {
  @Environment(Trip_planner.self) private var planner
  var body: some View {
    Text("\(planner.eta_minutes)").foregroundStyle(planner.is_rerouting ? .red : .primary)
  }
}

struct Summary_row: View {
  @Environment(Trip_planner.self) private var planner
  var body: some View { Text(planner.current_leg + planner.arrival_text + planner.map_text) }
}
