import SwiftUI
import UserNotifications

struct AlertsClient {
  var requestPermission: (UNAuthorizationOptions) async throws -> Bool
  var uploadToken: (String) async throws -> Void
}

extension AlertsClient {
  static let live = Self(
    requestPermission: {
      try await UNUserNotificationCenter.current().requestAuthorization(options: $0)
    },
    uploadToken: { token in
      var request = URLRequest(url: URL(string: "https://example.com/tokens")!)
      request.httpMethod = "POST"
      _ = try await URLSession.shared.upload(for: request, from: Data(token.utf8))
    }
  )

  static let preview = Self(
    requestPermission: { _ in unimplemented("requestPermission") },
    uploadToken: { _ in }
  )
}

func unimplemented(_ name: String) -> Bool { false }

// The live permission closure only asks the notification center; the token upload is data work.
struct AlertsRoot: View {
  let alerts: AlertsClient = .live

  var body: some View {
    Text("Alerts")
      .task {
        _ = try? await alerts.requestPermission([.alert, .badge])
        try? await alerts.uploadToken("token")  // expect: view-calls-service
      }
  }
}
