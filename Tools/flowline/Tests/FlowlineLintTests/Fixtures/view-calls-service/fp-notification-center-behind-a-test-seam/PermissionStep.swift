import SwiftUI
import UserNotifications

// A seam over the notification center so tests can swap it; the app passes the real one.
protocol NotificationCentering {
  func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void)
}

extension UNUserNotificationCenter: NotificationCentering {}

final class FakeCenter: NotificationCentering {
  func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {}
}

struct PermissionStep: View {
  let center: NotificationCentering
  @State private var allowed = false

  var body: some View {
    Text(allowed ? "Notifications on" : "Turn on notifications")
      .onAppear {
        center.getNotificationSettings { settings in
          allowed = settings.authorizationStatus == .authorized
        }
      }
  }
}
