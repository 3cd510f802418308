import Foundation
import SwiftUI

// Never announces a change: its `unit` follows the locale by itself, but nothing it does can
// re-render a view, and the views only read it.
class Unit_formatter: ObservableObject {
  var unit = "km"

  init() {
    NotificationCenter.default.addObserver(
      forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in self?.sync_unit() }
    sync_unit()
  }

  private func sync_unit() {
    unit = Locale.current.measurementSystem == .us ? "mi" : "km"
  }

  func label(_ value: Double) -> String { "\(value) \(unit)" }
}

struct Distance_row: View {
  let meters: Double
  @ObservedObject var formatter = Unit_formatter()
  var body: some View { Text(formatter.label(meters / 1000)) }
}

struct Pace_row: View {
  let seconds: Double
  @ObservedObject private var formatter: Unit_formatter
  var style = Unit_formatter()

  init(seconds: Double) {
    self.seconds = seconds
    self.formatter = Unit_formatter()
  }

  var body: some View { Text(formatter.label(seconds) + style.unit) }
}
