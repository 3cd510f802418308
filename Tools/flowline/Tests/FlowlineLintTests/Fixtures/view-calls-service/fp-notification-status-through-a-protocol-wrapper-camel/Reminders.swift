import SwiftUI
import UserNotifications

enum ReminderAuthorization {
  case allowed, denied, unknown
}

protocol ReminderCenter: AnyObject {
  func authorizationStatus() async -> UNAuthorizationStatus
  func removePending(ids: [String])
}

final class SystemReminderCenter: ReminderCenter {
  private let center: UNUserNotificationCenter
  init(center: UNUserNotificationCenter = .current()) { self.center = center }
  func authorizationStatus() async -> UNAuthorizationStatus {
    await center.notificationSettings().authorizationStatus
  }
  func removePending(ids: [String]) {
    center.removePendingNotificationRequests(withIdentifiers: ids)
  }
}

/// Stands in while the app launches: answers a constant, does nothing.
final class InertReminderCenter: ReminderCenter {
  func authorizationStatus() async -> UNAuthorizationStatus { .notDetermined }
  func removePending(ids: [String]) {}
}

// The service reads the notification permission through its own stored property of a
// protocol over the notification center (the system center handed in by the initializer),
// and maps it into the app's enum: a thin wrapper over a system facility.
final class ReminderService {
  static let shared = ReminderService()
  private let center: ReminderCenter
  init(center: ReminderCenter = SystemReminderCenter()) { self.center = center }

  func authorizationStatus() async -> ReminderAuthorization {
    await Self.map(center.authorizationStatus())
  }

  func cancel(id: String) {
    center.removePending(ids: [id])
  }

  private static func map(_ status: UNAuthorizationStatus) -> ReminderAuthorization {
    switch status {
    case .authorized: return .allowed
    case .denied: return .denied
    default: return .unknown
    }
  }
}

struct RemindersScreen: View {
  private let service = ReminderService.shared
  @State private var authorization = ReminderAuthorization.unknown
  var body: some View {
    Text("Reminders")
      .task { authorization = await service.authorizationStatus() }
      .onTapGesture { service.cancel(id: "a") }
  }
}
