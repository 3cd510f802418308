import SwiftUI

final class ArchiveSync {
  static let shared = ArchiveSync()
  func syncAll() async throws {}
}

@main
struct SyncApp: App {
  var body: some Scene { WindowGroup { SyncRoot() } }
}

// The root keeps the failure in its own state to show it: the view handles the job's outcome.
struct SyncRoot: View {
  @State private var failed = false

  var body: some View {
    Text(failed ? "Sync failed" : "Archive")
      .task {
        do {
          try await ArchiveSync.shared.syncAll()  // expect: view-calls-service
        } catch {
          failed = true
        }
      }
  }
}
