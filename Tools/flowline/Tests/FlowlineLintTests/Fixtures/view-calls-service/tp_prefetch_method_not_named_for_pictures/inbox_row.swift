import SwiftUI

actor Mail_client {
  private var bodies: [String: String] = [:]

  func message_body(id: String) async throws -> String {
    if let cached = bodies[id] { return cached }
    let (data, _) = try await URLSession.shared.data(
      from: URL(string: "https://example.com/\(id)")!)
    let text = String(decoding: data, as: UTF8.self)
    bodies[id] = text
    return text
  }
}

// Prefetches the messages' bodies: the app's data, whatever the method is called.
struct Inbox_row: View {
  let ids: [String]
  let client: Mail_client

  var body: some View {
    List(ids, id: \.self) { Text($0) }
      .task { await prefetch_messages() }
  }

  private func prefetch_messages() async {
    for id in ids {
      _ = try? await client.message_body(id: id)  // expect: view-calls-service
    }
  }
}
