import SwiftUI

struct Gradient2 {
  var start = Color.red
  var end = Color.blue
}

struct Group2 {
  var gradient = Gradient2()
}

struct Birthday2 {
  var group = Group2()
  var daysLeft = 3
}

// Holds only what its initializer copies from the birthday: a display holder.
final class CountdownInfo: ObservableObject {
  @Published var start: Color
  @Published var daysLeft: Int

  init(birthday: Birthday2) {
    start = birthday.group.gradient.start
    daysLeft = birthday.daysLeft
  }
}

struct CountdownBadge: View {
  @ObservedObject var info: CountdownInfo

  var body: some View {
    Text("\(info.daysLeft)").foregroundStyle(info.start)
  }
}

/// Elsewhere the app recolours a group: a `Gradient2`'s `start`, not the holder's.
func recolour(_ birthday: inout Birthday2) {
  var group = birthday.group
  group.gradient.start = .green
  birthday.group = group
}

struct BirthdayRow: View {
  let birthday: Birthday2

  var body: some View {
    CountdownBadge(info: CountdownInfo(birthday: birthday))
  }
}

// The same shape, but something writes a holder's field through a property typed as it.
final class TimerInfo: ObservableObject {
  @Published var daysLeft: Int
  init(birthday: Birthday2) { daysLeft = birthday.daysLeft }
}

struct TimerCell {
  var timer: TimerInfo
}

func tick(_ cells: [TimerCell]) {
  for cell in cells {
    let current = cell
    current.timer.daysLeft -= 1
  }
}

struct TimerBadge: View {
  @ObservedObject var info: TimerInfo
  var body: some View { Text("\(info.daysLeft)") }
}

struct TimerRow: View {
  let birthday: Birthday2

  var body: some View {
    TimerBadge(info: TimerInfo(birthday: birthday))  // expect: body-side-effect
  }
}
