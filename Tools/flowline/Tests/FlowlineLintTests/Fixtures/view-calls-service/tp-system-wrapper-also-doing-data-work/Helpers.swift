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

// Runs a script, then shows an alert on the main actor: the alert does not make it UI only.
final class Script_runner {
  static func run(_ source: String) async {
    var error: NSDictionary?
    NSAppleScript(source: source)?.executeAndReturnError(&error)
    await MainActor.run {
      let alert = NSAlert()
      alert.messageText = "Done"
      alert.runModal()
    }
  }
}

final class RemindersAPI {
  func uploadPreferences(enabled: Bool) async {}
  private var cached = 0
  func unreadCount() -> Int { cached }
}
