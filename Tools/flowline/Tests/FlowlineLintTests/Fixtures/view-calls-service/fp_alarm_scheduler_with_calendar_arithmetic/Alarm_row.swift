import SwiftUI
import UserNotifications

/// Schedules the alarm's local notification, its time computed in the user's time zone.
final class Alarm_Scheduler {
  static let shared = Alarm_Scheduler()

  func schedule_alarm(named name: String, hour: Int) async -> Bool {
    let fire = Calendar.current.date(byAdding: .hour, value: hour, to: .now) ?? .now
    let parts = Calendar.current.dateComponents(in: TimeZone.current, from: fire)
    let content = UNMutableNotificationContent()
    content.title = name
    let request = UNNotificationRequest(
      identifier: name, content: content,
      trigger: UNCalendarNotificationTrigger(dateMatching: parts, repeats: true))
    return (try? await UNUserNotificationCenter.current().add(request)) != nil
  }
}

struct Alarm_row: View {
  @State private var armed = false

  var body: some View {
    Toggle("Alarm", isOn: $armed)
      .onChange(of: armed) {
        Task { armed = await Alarm_Scheduler.shared.schedule_alarm(named: "Wake", hour: 7) }
      }
  }
}
