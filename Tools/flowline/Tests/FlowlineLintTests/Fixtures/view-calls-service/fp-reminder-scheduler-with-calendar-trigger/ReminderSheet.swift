import SwiftUI
import UserNotifications

/// Schedules a local reminder: builds the request (its trigger from the calendar) and adds it.
@MainActor final class ReminderScheduler {
  static let shared = ReminderScheduler()

  func schedule(title: String, at date: Date) async -> Bool {
    let content = UNMutableNotificationContent()
    content.title = title
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: Calendar.current.dateComponents([.hour, .minute], from: date), repeats: false)
    let request = UNNotificationRequest(identifier: title, content: content, trigger: trigger)
    do {
      try await UNUserNotificationCenter.current().add(request)
      return true
    } catch {
      return false
    }
  }
}

struct ReminderSheet: View {
  @State private var scheduled = false

  var body: some View {
    Button(scheduled ? "Scheduled" : "Remind me") {
      Task { scheduled = await ReminderScheduler.shared.schedule(title: "Call", at: .now) }
    }
  }
}
