import Observation
import SwiftUI

@Observable final class Sample_seeder {
  @ObservationIgnored private let calendar = Calendar.current
  @ObservationIgnored @Injected private var store: Health_store

  func seed_samples() async throws {}
}

final class Reminder_sender {
  func queue_reminder(title: String) {}
}

@propertyWrapper struct Injected<Value> {
  var wrappedValue: Value { fatalError() }
}

final class Health_store {}

@Observable final class Session_module {
  var user_name = ""
  var is_signed_in = false
}

struct Debug_form: View {
  @Environment(Session_module.self) private var session
  @Environment(Sample_seeder.self) private var seeder
  @Environment(Reminder_sender.self) private var reminders

  var body: some View {
    Form {
      Text(session.user_name)
      Text(session.is_signed_in ? "in" : "out")
      Button("Seed") { Task { try await seeder.seed_samples() } }
      Button("Remind") { reminders.queue_reminder(title: "Hi") }
    }
  }
}
