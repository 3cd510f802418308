import SwiftUI

struct WorkoutPager: View {
  var body: some View {
    TabView {
      ControlsPage()
      MetricsPage()
      ElapsedPage()
      BuilderPage()
    }
  }
}

struct ControlsPage: View {
  @Environment(WorkoutSession.self) private var session
  var body: some View {
    Text(session.isRunning ? "Pause" : "Resume").opacity(session.isPaused ? 0.5 : 1)
  }
}

struct MetricsPage: View {
  @Environment(WorkoutSession.self) private var session
  var body: some View {
    Text(
      "\(session.heartRate) \(session.averageHeartRate) \(session.activeEnergy) \(session.distance)"
    )
  }
}

struct ElapsedPage: View {
  @Environment(WorkoutSession.self) private var session
  var body: some View { Text("\(session.elapsed)") }
}

struct BuilderPage: View {
  @Environment(WorkoutSession.self) private var session
  var body: some View { Text(session.builderState) }
}
