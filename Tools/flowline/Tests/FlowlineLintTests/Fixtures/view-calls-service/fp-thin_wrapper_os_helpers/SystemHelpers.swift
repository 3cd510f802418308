import AVFoundation
import UIKit
import UserNotifications

final class Camera_access_service {
  static let shared = Camera_access_service()

  func requestCameraAccess(completion: @escaping (Bool) -> Void) {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      DispatchQueue.main.async { completion(granted) }
    }
  }
}

final class App_badge {
  static func update(_ value: Int) async {
    await MainActor.run { UIApplication.shared.applicationIconBadgeNumber = value }
  }
}

final class Reminder_alerts {
  static func schedule_daily(at hour: Int) async {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Daily"
    var parts = DateComponents()
    parts.hour = hour
    let trigger = UNCalendarNotificationTrigger(dateMatching: parts, repeats: true)
    try? await center.add(
      UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
  }
}
