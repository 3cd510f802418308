import Foundation
import Observation

enum DurationStyle {
  case short
  case long
}

@Observable
final class DurationLabelModel {
  var seconds: Int
  var locale: Locale

  init(seconds: Int, locale: Locale) {
    self.seconds = seconds
    self.locale = locale
  }

  func text(style: DurationStyle) -> String {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style == .short ? .abbreviated : .full
    return formatter.string(from: TimeInterval(seconds)) ?? ""
  }

  func replace(seconds: Int) { self.seconds = seconds }
}
