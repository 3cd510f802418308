import SwiftUI
import UserNotifications

struct Badge_Client {
  var ask_permission: () async -> Bool
  var sync_badge: () async throws -> Int
}

extension Badge_Client {
  static var live: Badge_Client {
    Badge_Client(
      ask_permission: {
        let center = UNUserNotificationCenter.current()
        let granted = try? await center.requestAuthorization(options: [.badge])
        return granted ?? false
      },
      sync_badge: {
        let url = URL(string: "https://example.com/unread")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return data.count
      })
  }
}

struct Badge_settings: View {
  let client = Badge_Client.live
  @State private var allowed = false

  var body: some View {
    Toggle("Badge", isOn: $allowed)
      .task {
        _ = await client.ask_permission()
        _ = try? await client.sync_badge()  // expect: view-calls-service
      }
  }
}
