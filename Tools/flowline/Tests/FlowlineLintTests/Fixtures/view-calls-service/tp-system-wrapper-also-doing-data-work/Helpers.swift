import Foundation
import UserNotifications

final class ReminderScheduler {
  static func enableAndSync(api: RemindersAPI) async -> Bool {
    let center = UNUserNotificationCenter.current()
    let ok = (try? await center.requestAuthorization(options: [.alert])) ?? false
    await api.uploadPreferences(enabled: ok)
    return ok
  }

  static func badge(from api: RemindersAPI) async {
    let count = api.unreadCount()
    try? await UNUserNotificationCenter.current().setBadgeCount(count)
  }
}

final class RemindersAPI {
  func uploadPreferences(enabled: Bool) async {}
  private var cached = 0
  func unreadCount() -> Int { cached }
}
