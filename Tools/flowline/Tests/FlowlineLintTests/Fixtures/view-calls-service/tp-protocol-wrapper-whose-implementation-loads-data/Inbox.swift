import Foundation
import SwiftUI
import UserNotifications

protocol InboxSource {
  func unreadCount() async -> Int
}

final class SystemInboxSource: InboxSource {
  private let center: UNUserNotificationCenter
  init(center: UNUserNotificationCenter) { self.center = center }
  func unreadCount() async -> Int { await center.deliveredNotifications().count }
}

// Another implementation fetches the count from the app's backend: data work.
final class RemoteInboxSource: InboxSource {
  func unreadCount() async -> Int {
    let url = URL(string: "https://example.com/unread")!
    let data = try? await URLSession.shared.data(from: url).0
    return data.map { $0.count } ?? 0
  }
}

final class InboxService {
  private let source: InboxSource
  init(source: InboxSource) { self.source = source }
  func unreadCount() async -> Int { await source.unreadCount() }
}

struct InboxBadge: View {
  let service: InboxService
  @State private var unread = 0
  var body: some View {
    Text("\(unread)").task { unread = await service.unreadCount() }  // expect: view-calls-service
  }
}
