import Foundation
import SwiftUI

/// The requirements are `async` so that some conformers may work; these conformers only
/// compute an answer from what they hold.
protocol StatusProviding: AnyObject {
  func currentInfo() async -> String
}

protocol Countdown {
  func secondsLeft() async -> Int
}

final class FocusTimer: StatusProviding {
  var deadline: Date?
  var phase = "idle"

  func currentInfo() async -> String {
    guard let deadline else {
      phase = "idle"
      return ""
    }
    return "\(phase)-\(Int(deadline.timeIntervalSinceNow))"
  }
}

final class EggTimer {
  var end = Date()
}

extension EggTimer: Countdown {
  func secondsLeft() async -> Int { max(0, Int(end.timeIntervalSinceNow)) }
}

struct TimerBadge: View {
  var timer: FocusTimer
  let egg: EggTimer
  @State private var text = ""
  @State private var left = 0

  var body: some View {
    Text(text)
      .task {
        text = await timer.currentInfo()
        left = await egg.secondsLeft()
      }
  }
}
