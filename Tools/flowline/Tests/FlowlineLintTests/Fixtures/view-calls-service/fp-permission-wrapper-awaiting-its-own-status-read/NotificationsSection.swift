import SwiftUI
import UserNotifications

/// Asks for notification permission, then re-reads the status: both system calls.
final class NotificationPermissions {
  static let shared = NotificationPermissions()
  private let center = UNUserNotificationCenter.current()
  var status: UNAuthorizationStatus = .notDetermined

  func requestAccess() async -> Bool {
    do {
      try await center.requestAuthorization(options: [.alert, .badge, .sound])
      await refreshStatus()
      return true
    } catch {
      return false
    }
  }

  func refreshStatus() async {
    let settings = await center.notificationSettings()
    status = settings.authorizationStatus
  }
}

struct NotificationsSection: View {
  var body: some View {
    Button("Allow notifications") {
      Task { _ = await NotificationPermissions.shared.requestAccess() }
    }
  }
}
