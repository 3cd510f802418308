import SwiftUI
import UserNotifications

protocol SettingsSource {
  func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void)
}

extension UNUserNotificationCenter: SettingsSource {}

// A second implementation the app also uses asks the server: the seam is no longer only the
// system's facility.
final class RemoteSettingsSource: SettingsSource {
  func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com/settings")!) { _, _, _ in
      UNUserNotificationCenter.current().getNotificationSettings(
        completionHandler: completionHandler)
    }.resume()
  }
}

struct SettingsProbe: View {
  let source: SettingsSource
  @State private var allowed = false

  var body: some View {
    Text(allowed ? "On" : "Off")
      .onAppear {
        source.getNotificationSettings { settings in  // expect: view-calls-service
          allowed = settings.authorizationStatus == .authorized
        }
      }
  }
}
