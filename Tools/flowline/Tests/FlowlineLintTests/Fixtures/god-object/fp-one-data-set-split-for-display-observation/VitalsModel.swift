import Observation
import SwiftUI

/// One day's reading of one measure.
struct DailyReading { var day = Date(), value = 0.0 }

/// The week's readings of every measure, one series each; the activity, heart and breathing
/// cards each read their own series, but all are one data set loaded together.
@Observable final class VitalsModel {
  var steps: [DailyReading] = []
  var energy: [DailyReading] = []
  var exercise: [DailyReading] = []
  var exerciseMonth: [DailyReading] = []
  var restingHeart: [DailyReading] = []
  var heartVariability: [DailyReading] = []
  var heartRate: [DailyReading] = []
  var breathing: [DailyReading] = []
  var oxygen: [DailyReading] = []
  var vo2: [DailyReading] = []
}

struct ActivityCard: View {
  @Environment(VitalsModel.self) private var vitals
  var body: some View {
    Text("\(vitals.steps.count) \(vitals.energy.count) \(vitals.exercise.count)")
  }
}

struct TrendCard: View {
  @Environment(VitalsModel.self) private var vitals
  var body: some View {
    Text("\(vitals.exerciseMonth.count) \(vitals.vo2.count) \(vitals.steps.count)")
  }
}

struct HeartCard: View {
  @Environment(VitalsModel.self) private var vitals
  var body: some View { Text("\(vitals.restingHeart.count) \(vitals.heartVariability.count)") }
}

struct BreathingCard: View {
  @Environment(VitalsModel.self) private var vitals
  var body: some View { Text("\(vitals.breathing.count) \(vitals.oxygen.count)") }
}

@main
struct VitalsApp: App {
  @State private var vitals = VitalsModel()
  var body: some Scene { WindowGroup { ActivityCard().environment(vitals) } }
}
