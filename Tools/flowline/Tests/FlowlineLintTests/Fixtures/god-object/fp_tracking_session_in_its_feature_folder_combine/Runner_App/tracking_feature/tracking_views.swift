import SwiftUI

struct Tracking_screen: View {
  var body: some View {
    VStack {
      Tracking_controls()
      Live_metrics()
      Route_map()
      Signal_badge()
    }
  }
}

struct Tracking_controls: View {
  @EnvironmentObject var tracker: Run_Tracker
  var body: some View {
    Text(tracker.is_tracking ? "Stop" : "Start").opacity(tracker.is_paused ? 0.5 : 1)
  }
}

struct Live_metrics: View {
  @EnvironmentObject var tracker: Run_Tracker
  var body: some View { Text("\(tracker.pace) \(tracker.cadence) \(tracker.heart_rate)") }
}

struct Route_map: View {
  @EnvironmentObject var tracker: Run_Tracker
  var body: some View {
    Text("\(tracker.route_points.count) \(tracker.distance) \(tracker.split_times.count)")
  }
}

struct Signal_badge: View {
  @EnvironmentObject var tracker: Run_Tracker
  var body: some View { Text("\(tracker.gps_accuracy)") }
}
