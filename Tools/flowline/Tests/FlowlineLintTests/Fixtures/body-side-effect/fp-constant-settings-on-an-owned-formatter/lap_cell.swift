import Foundation
import SwiftUI

final class Lap_clock {
  var show_hundredths = false
  func text(_ seconds: Double) -> String { show_hundredths ? "\(seconds)" : "\(Int(seconds))" }
}

struct Lap_cell: View {
  let seconds: Double
  @State private var clock = Lap_clock()
  let stamp = ISO8601DateFormatter()

  var body: some View {
    clock.show_hundredths = true
    stamp.formatOptions = .withFullDate
    return Text(clock.text(seconds))
  }
}
