import Foundation
import SwiftUI
import UserNotifications

// The view holds the scheduler through its protocol. The project's one implementation (the
// mock aside) only asks the notification center, through a stored property, to show a local
// notification or for its permission: a thin wrapper around a system facility.
protocol ReminderScheduling: Sendable {
  func scheduleTestReminder(text: String) async throws
  func permissionGranted() async -> Bool
  func requestPermission() async throws -> Bool
}

final class ReminderScheduler: NSObject, ReminderScheduling, @unchecked Sendable {
  static let shared = ReminderScheduler()
  private let center = UNUserNotificationCenter.current()

  func scheduleTestReminder(text: String) async throws {
    let content = UNMutableNotificationContent()
    content.title = "Reminder"
    content.body = text
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
    let request = UNNotificationRequest(identifier: "test", content: content, trigger: trigger)
    try await center.add(request)
  }

  func permissionGranted() async -> Bool {
    let settings = await self.center.notificationSettings()
    return settings.authorizationStatus == .authorized
  }

  func requestPermission() async throws -> Bool {
    try await center.requestAuthorization(options: [.alert, .sound])
  }
}

final class MockReminderScheduler: ReminderScheduling, @unchecked Sendable {
  var scheduled: [String] = []
  func scheduleTestReminder(text: String) async throws { scheduled.append(text) }
  func permissionGranted() async -> Bool { true }
  func requestPermission() async throws -> Bool { true }
}

struct RemindersSettingsView: View {
  private let scheduler: ReminderScheduling = ReminderScheduler.shared
  @State private var testSent = false
  @State private var granted = false

  var body: some View {
    Form {
      Button("Send a test reminder") {
        Task {
          try? await scheduler.scheduleTestReminder(text: "A test reminder")
          testSent = true
        }
      }
      Button("Allow reminders") {
        Task { granted = (try? await scheduler.requestPermission()) ?? false }
      }
    }
    .task { granted = await scheduler.permissionGranted() }
  }
}
