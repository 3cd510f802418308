import SwiftUI

final class QueueService {
  func fetchQueue() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return [String(decoding: data, as: UTF8.self)]
  }
}

var queueService = QueueService()

// A global, typed now, whose method awaits a request: the view runs the use case.
struct QueueList: View {
  @State private var queue: [String] = []
  var body: some View {
    List(queue, id: \.self) { Text($0) }
      .task { queue = (try? await queueService.fetchQueue()) ?? [] }  // expect: view-calls-service
  }
}
