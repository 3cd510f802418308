import Foundation
import Observation
import SwiftUI

@Observable final class Unit_Settings {
  let locale: Locale
  let fraction_digits: Int
  var preferred_unit = "km"

  init(locale: Locale, fraction_digits: Int) {
    self.locale = locale
    self.fraction_digits = fraction_digits
  }

  func label(for meters: Double) -> String {
    let value = meters / 1000
    return String(format: "%.\(self.fraction_digits)f", locale: locale, value)
  }
}

struct Trip_Screen: View {
  let settings: Unit_Settings
  var body: some View { Trip_Stats(settings: settings) }
}

struct Trip_Stats: View {
  let settings: Unit_Settings
  var body: some View { Trip_Stats_Grid(settings: settings) }
}

struct Trip_Stats_Grid: View {
  let settings: Unit_Settings
  var body: some View { Distance_Cell(settings: settings) }
}

struct Distance_Cell: View {
  let settings: Unit_Settings
  var body: some View { Text(settings.label(for: 1234)) }
}
