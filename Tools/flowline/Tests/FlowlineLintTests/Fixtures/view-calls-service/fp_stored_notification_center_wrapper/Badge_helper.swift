import Foundation
import SwiftUI
import UserNotifications

// A concrete helper keeps the notification center in a stored property and only sets the
// badge or schedules a local notification with it: a thin system wrapper, as if it named
// `UNUserNotificationCenter.current()` in each method.
final class Badge_helper {
  static let shared = Badge_helper()
  let notification_center = UNUserNotificationCenter.current()

  func clear_badge() async throws {
    try await self.notification_center.setBadgeCount(0)
  }

  func nudge_later(_ message: String) async throws {
    let content = UNMutableNotificationContent()
    content.body = message
    let request = UNNotificationRequest(identifier: message, content: content, trigger: nil)
    try await notification_center.add(request)
  }
}

struct Inbox_screen: View {
  let badge_helper = Badge_helper.shared
  @State private var nudged = false

  var body: some View {
    List {
      Button("Nudge me later") {
        Task {
          try? await badge_helper.nudge_later("Check the inbox")
          nudged = true
        }
      }
    }
    .task { try? await badge_helper.clear_badge() }
  }
}
