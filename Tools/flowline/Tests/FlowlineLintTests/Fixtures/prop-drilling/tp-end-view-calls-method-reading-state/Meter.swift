import Observation
import SwiftUI

@Observable final class StepCounter {
  let goal: Int
  var steps = 0
  init(goal: Int) { self.goal = goal }

  func progressText() -> String { "\(steps) of \(goal)" }
  func goalText() -> String { describe(goal) }
  func describe(_ value: Int) -> String { "\(value)" }
}

struct ActivityScreen: View {
  @State private var counter = StepCounter(goal: 10_000)
  var body: some View {
    ActivityPanel(counter: counter)
    GoalPanel(counter: counter)
  }
}

struct ActivityPanel: View {
  let counter: StepCounter  // expect: prop-drilling
  var body: some View { ActivityRing(counter: counter) }
}

struct ActivityRing: View {
  let counter: StepCounter
  var body: some View { ActivityLabel(counter: counter) }
}

// Reads `steps`, a var: observed state.
struct ActivityLabel: View {
  let counter: StepCounter
  var body: some View { Text(counter.progressText()) }
}

struct GoalPanel: View {
  let counter: StepCounter  // expect: prop-drilling
  var body: some View { GoalRing(counter: counter) }
}

struct GoalRing: View {
  let counter: StepCounter
  var body: some View { GoalLabel(counter: counter) }
}

// Calls another method of the model: not known to read only lets.
struct GoalLabel: View {
  let counter: StepCounter
  var body: some View { Text(counter.goalText()) }
}
