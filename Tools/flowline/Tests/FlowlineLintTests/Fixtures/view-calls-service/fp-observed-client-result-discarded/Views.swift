import SwiftUI

final class DataService: ObservableObject {
  @Published var isSyncing = false
  func syncPendingItemsIfNeeded() async throws {}
  func fetchItems() async throws -> [String] { [] }
}

@Observable final class Feed_APIClient {
  var lastSync = Date()
  func refresh_feed() async -> Bool { true }
}

// Fire-and-forget jobs of an observed or injected model, started once when the view appears:
// the view keeps no result.
struct AppRoot: View {
  @EnvironmentObject var dataService: DataService
  var body: some View {
    Text("Home")
      .task { try? await dataService.syncPendingItemsIfNeeded() }
  }
}

struct Feed_root: View {
  @Environment(Feed_APIClient.self) var api
  var body: some View {
    Text("Feed")
      .onAppear { Task { _ = await api.refresh_feed() } }
  }
}
