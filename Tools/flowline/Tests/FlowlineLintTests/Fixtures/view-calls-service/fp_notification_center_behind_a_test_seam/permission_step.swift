import SwiftUI
import UserNotifications

// A seam over the notification center so tests can swap it; the app passes the real one.
protocol Alert_center {
  func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void)
}

extension UNUserNotificationCenter: Alert_center {}

final class Fake_center: Alert_center {
  func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {}
}

struct Permission_step: View {
  let alert_center: Alert_center
  @State private var allowed = false

  var body: some View {
    Text(allowed ? "Notifications on" : "Turn on notifications")
      .onAppear {
        alert_center.getNotificationSettings { settings in
          allowed = settings.authorizationStatus == .authorized
        }
      }
  }
}
