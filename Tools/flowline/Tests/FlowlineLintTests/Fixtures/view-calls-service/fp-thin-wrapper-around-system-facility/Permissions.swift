import Foundation
import UserNotifications

// A one-line static wrapper around the system permission prompt.
final class AlertsCoordinator: NSObject {
  static func askPermission() async -> Bool? {
    try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])
  }

  static func checkGranted(completion: @escaping @Sendable (Bool) -> Void) {
    UNUserNotificationCenter.current().getNotificationSettings { settings in
      switch settings.authorizationStatus {
      case .authorized: completion(true)
      case .notDetermined:
        UNUserNotificationCenter.current().requestAuthorization(options: [.badge]) { ok, error in
          if let error { print(error.localizedDescription) }
          completion(ok)
        }
      default: completion(false)
      }
    }
  }
}

// Sets the app icon badge: through another thin system wrapper, then the OS.
actor IconBadger {
  @MainActor
  func show(count: Int) {
    AlertsCoordinator.checkGranted { granted in
      guard granted else { return }
      DispatchQueue.main.async {
        #if os(macOS)
          NSApplication.shared.dockTile.badgeLabel = "\(count)"
        #else
          UNUserNotificationCenter.current().setBadgeCount(count)
        #endif
      }
    }
  }

  @MainActor
  func clear() {
    #if os(macOS)
      NSApplication.shared.dockTile.badgeLabel = nil
    #else
      UNUserNotificationCenter.current().setBadgeCount(0)
    #endif
  }
}
