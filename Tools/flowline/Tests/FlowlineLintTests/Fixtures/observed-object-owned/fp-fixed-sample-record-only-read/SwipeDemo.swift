import SwiftUI

@Observable final class TodoItem {
  var name: String
  var minutes: Int
  var done = false

  init(name: String, minutes: Int) {
    self.name = name
    self.minutes = minutes
  }
}

// An onboarding demo shows the same sample record every time: made from literals and only
// read, re-making it loses nothing.
struct SwipeDemoRow: View {
  let sample = TodoItem(name: "Sample task", minutes: 10 * 60)

  var body: some View {
    HStack {
      Text(sample.name)
      Text("\(sample.minutes)")
    }
  }
}

// A sample the view edits (ticks it off) is state the view starts: reported.
struct TickDemoRow: View {
  let sample = TodoItem(name: "Tick me", minutes: 5)  // expect: observed-object-owned

  var body: some View {
    Button(sample.name) { sample.done.toggle() }
  }
}
