import Foundation
import SwiftUI
import UserNotifications

// Held through its protocol, the project's one implementation also posts to a server: the
// view runs the use case itself. A protocol with no implementation in the project stays a
// service too.
protocol FeedPublishing: Sendable {
  func publish(_ text: String) async throws
}

protocol FeedArchiving: Sendable {
  func archive(_ text: String) async throws
}

final class FeedPublisher: FeedPublishing, @unchecked Sendable {
  private let center = UNUserNotificationCenter.current()

  func publish(_ text: String) async throws {
    var request = URLRequest(url: URL(string: "https://example.com/feed")!)
    request.httpMethod = "POST"
    request.httpBody = Data(text.utf8)
    _ = try await URLSession.shared.data(for: request)
    let content = UNMutableNotificationContent()
    content.body = "Published"
    try await center.add(UNNotificationRequest(identifier: text, content: content, trigger: nil))
  }
}

struct ComposeView: View {
  let publisher: FeedPublishing
  let archiver: FeedArchiving
  @State private var text = ""
  @State private var published = false

  var body: some View {
    Form {
      TextField("Text", text: $text)
      Button("Publish") {
        Task {
          try? await publisher.publish(text)  // expect: view-calls-service
          published = true
        }
      }
      Button("Archive") {
        Task {
          try? await archiver.archive(text)  // expect: view-calls-service
          published = false
        }
      }
    }
  }
}
