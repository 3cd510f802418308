import Foundation
import Observation

/// The live workout: the chosen activity, whether it runs, its builder state and the metrics
/// it streams. Its pages each read a part of one concern.
@Observable
final class WorkoutSession {
  var selectedActivity: String?
  var isRunning = false
  var isPaused = false
  var builderState = ""
  var heartRate = 0.0
  var averageHeartRate = 0.0
  var activeEnergy = 0.0
  var distance = 0.0
  var elapsed: TimeInterval = 0
  var summaryShown = false
}
