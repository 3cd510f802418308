import SwiftUI

protocol QueueService {
  func fetchQueue() async throws -> [String]
}

// The requirement's implementation awaits a network request: real work.
final class RemoteQueueService: QueueService {
  func fetchQueue() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return [String(decoding: data, as: UTF8.self)]
  }
}

struct QueueList: View {
  let queueService = RemoteQueueService()
  @State private var queue: [String] = []
  var body: some View {
    List(queue, id: \.self) { Text($0) }
      .task { queue = (try? await queueService.fetchQueue()) ?? [] }  // expect: view-calls-service
  }
}
