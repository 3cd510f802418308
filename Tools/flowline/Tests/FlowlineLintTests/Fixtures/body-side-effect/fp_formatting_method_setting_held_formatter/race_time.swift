import Foundation
import SwiftUI

final class Race_clock {
  let elapsed: TimeInterval
  let duration_formatter = DateComponentsFormatter()

  init(elapsed: TimeInterval) { self.elapsed = elapsed }

  func elapsed_text(compact: Bool) -> String {
    duration_formatter.unitsStyle = compact ? .abbreviated : .full
    return duration_formatter.string(from: elapsed) ?? ""
  }
}

struct Race_time: View {
  let race_clock: Race_clock
  var body: some View { Text(race_clock.elapsed_text(compact: true)) }
}
