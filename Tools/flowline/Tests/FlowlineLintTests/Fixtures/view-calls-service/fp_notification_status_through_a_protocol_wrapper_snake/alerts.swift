import SwiftUI
import UserNotifications

enum Alert_Permission {
  case granted, refused, undecided
}

protocol Alert_Center_Protocol {
  func status() async -> UNAuthorizationStatus
}

final class System_Alert_Center: Alert_Center_Protocol {
  private let center: UNUserNotificationCenter
  init(center: UNUserNotificationCenter) { self.center = center }
  func status() async -> UNAuthorizationStatus {
    await center.notificationSettings().authorizationStatus
  }
}

final class Alert_Service {
  private let center: Alert_Center_Protocol
  init(center: Alert_Center_Protocol) { self.center = center }

  func permission() async -> Alert_Permission {
    let status = await center.status()
    return Self.permission(for: status)
  }

  static func permission(for status: UNAuthorizationStatus) -> Alert_Permission {
    status == .authorized ? .granted : status == .denied ? .refused : .undecided
  }
}

struct Alert_Settings_Row: View {
  let service: Alert_Service
  @State private var permission = Alert_Permission.undecided
  var body: some View {
    Text("Alerts").task { permission = await service.permission() }
  }
}
