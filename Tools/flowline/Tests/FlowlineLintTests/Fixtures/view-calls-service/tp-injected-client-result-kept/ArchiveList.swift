import SwiftUI

final class ArchiveClient: ObservableObject {
  @Published var lastSync = Date.distantPast
  func fetch(page: Int) async -> [String] {
    try? await Task.sleep(for: .milliseconds(10))
    return ["item \(page)"]
  }
}

// Handed the client, the view awaits it and keeps the result itself.
struct ArchiveList: View {
  let client: ArchiveClient
  @State private var items: [String] = []

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .task { items = await client.fetch(page: 1) }  // expect: view-calls-service
  }
}
