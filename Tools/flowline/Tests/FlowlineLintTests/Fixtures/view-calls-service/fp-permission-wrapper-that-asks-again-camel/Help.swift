import SwiftUI
import UserNotifications

// After asking, the wrapper calls itself to read the answer: a notification-permission
// wrapper, whatever the recursion.
final class NotificationSupport {
  static func requestAuthorization() async -> Bool {
    let center = UNUserNotificationCenter.current()
    let settings = await center.notificationSettings()
    if settings.authorizationStatus == .notDetermined {
      do {
        try await center.requestAuthorization(options: [.alert])
        return await requestAuthorization()
      } catch {
        return false
      }
    }
    return settings.authorizationStatus == .authorized
  }
}

struct HelpScreen: View {
  @State private var status = UNAuthorizationStatus.notDetermined
  var body: some View {
    Button("Allow notifications") {
      Task {
        _ = await NotificationSupport.requestAuthorization()
        status = await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
      }
    }
  }
}
