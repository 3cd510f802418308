import Combine
import Foundation

/// One run being tracked: its state, its live metrics and its route.
final class Run_Tracker: ObservableObject {
  @Published var is_tracking = false
  @Published var is_paused = false
  @Published var pace = 0.0
  @Published var cadence = 0.0
  @Published var heart_rate = 0.0
  @Published var distance = 0.0
  @Published var route_points: [Double] = []
  @Published var split_times: [Double] = []
  @Published var gps_accuracy = 0.0
  @Published var autopause_enabled = false
}
