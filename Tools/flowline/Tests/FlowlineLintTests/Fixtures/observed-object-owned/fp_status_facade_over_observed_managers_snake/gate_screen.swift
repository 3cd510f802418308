import SwiftUI

final class Update_checker: ObservableObject {
  @Published var update_available: Bool?
}

final class Maintenance_flags: ObservableObject {
  @Published var under_maintenance = false
}

// A gate that only combines the flags of the objects it was handed.
final class Gate_model: ObservableObject {
  @ObservedObject var update_checker: Update_checker
  @ObservedObject var maintenance_flags: Maintenance_flags

  init(update_checker: Update_checker, maintenance_flags: Maintenance_flags) {
    self.update_checker = update_checker
    self.maintenance_flags = maintenance_flags
  }

  var blocks_app: Bool {
    maintenance_flags.under_maintenance || update_checker.update_available == true
  }
}

struct Gate_screen: View {
  @ObservedObject var update_checker: Update_checker
  @ObservedObject var maintenance_flags: Maintenance_flags
  @ObservedObject var gate_model: Gate_model

  init(update_checker: Update_checker) {
    let flags = Maintenance_flags()
    self.update_checker = update_checker
    self.maintenance_flags = flags
    gate_model = Gate_model(update_checker: update_checker, maintenance_flags: flags)
  }

  var body: some View {
    Text(gate_model.blocks_app ? "Please wait" : "Welcome")
      .environmentObject(gate_model)
  }
}

// Holds a counter of its own that the view bumps: re-making it loses the count.
final class Gate_attempts: ObservableObject {
  @ObservedObject var update_checker: Update_checker
  var attempts = 0

  init(update_checker: Update_checker) { self.update_checker = update_checker }
}

struct Retry_screen: View {
  @ObservedObject var gate_attempts: Gate_attempts

  init(update_checker: Update_checker) {
    gate_attempts = Gate_attempts(update_checker: update_checker)  // expect: observed-object-owned
  }

  var body: some View {
    Button("Retry \(gate_attempts.attempts)") { gate_attempts.attempts += 1 }
  }
}
