import SwiftUI
import UserNotifications

/// Asks for permission, then awaits its own method that downloads the subscription list.
final class UpdatesSubscriber {
  static let shared = UpdatesSubscriber()
  var topics: [String] = []

  func enable() async {
    _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])
    await fetchTopics()
  }

  func fetchTopics() async {
    let url = URL(string: "https://example.com/topics")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      topics = [String(decoding: data, as: UTF8.self)]
    }
  }
}

struct UpdatesSection: View {
  var body: some View {
    Button("Enable updates") {
      Task { await UpdatesSubscriber.shared.enable() }  // expect: view-calls-service
    }
  }
}
