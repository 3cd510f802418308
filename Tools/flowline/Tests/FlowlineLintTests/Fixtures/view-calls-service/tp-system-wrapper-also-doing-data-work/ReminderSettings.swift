import SwiftUI

// Wrappers that also call the app's API are not thin: the view runs that use case itself.
struct ReminderSettings: View {
  let api: RemindersAPI
  @State private var on = false

  var body: some View {
    Toggle("Reminders", isOn: $on)
      .task(id: on) {
        on = await ReminderScheduler.enableAndSync(api: api)  // expect: view-calls-service
      }
      .task {
        await ReminderScheduler.badge(from: api)  // expect: view-calls-service
      }
    Button("Run") {
      Task.detached { await Script_runner.run("beep") }  // expect: view-calls-service
    }
  }
}
