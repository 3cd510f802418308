import SwiftUI

// Demo statistics: `init` fills them with constants and nothing changes them afterwards.
final class Stats_card_model: ObservableObject {
  @Published var total_steps = 0
  @Published var streak_label = ""

  init() {
    total_steps = 12_000
    self.fill_demo_streak()
  }

  private func fill_demo_streak() {
    self.streak_label = "5 days"
  }
}

struct Stats_card: View {
  @ObservedObject var stats_model = Stats_card_model()

  var body: some View {
    Text("\(stats_model.total_steps) · \(stats_model.streak_label)")
  }
}

// Filled from the moment it is made: a new one shows another time.
final class Clock_card_model: ObservableObject {
  @Published var started_at = ""

  init() { self.stamp() }

  private func stamp() { started_at = Date().description }
}

struct Clock_card: View {
  @ObservedObject var clock_model = Clock_card_model()  // expect: observed-object-owned

  var body: some View { Text(clock_model.started_at) }
}

enum App_info {
  static func version() -> String { "1.0" }
}

// Filled from a comparison with what the app reads: not one of the fixed values.
final class Whats_new_model: ObservableObject {
  @Published var shows_whats_new = false

  init() {
    shows_whats_new = App_info.version() == UserDefaults.standard.string(forKey: "seen")
  }
}

struct Whats_new_card: View {
  @ObservedObject var whats_new_model = Whats_new_model()  // expect: observed-object-owned

  var body: some View { Text(whats_new_model.shows_whats_new ? "New" : "") }
}

enum Visit_clock {
  static func started() -> String { Date().description }
}

// Filled by a static helper that reads the clock: a new one shows another time.
final class Visit_model: ObservableObject {
  @Published var started_at = ""

  init() { self.fill_start() }

  private func fill_start() { started_at = Visit_clock.started() }
}

struct Visit_card: View {
  @ObservedObject var visit_model = Visit_model()  // expect: observed-object-owned

  var body: some View { Text(visit_model.started_at) }
}
