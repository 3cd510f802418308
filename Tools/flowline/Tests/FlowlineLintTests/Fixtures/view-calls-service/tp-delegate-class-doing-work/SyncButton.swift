import Foundation
import SwiftUI

// A class, not a protocol of the view's actions: its name does not make it an intent.
final class SyncDelegate {
  func sync(_ url: URL) async throws -> Data {
    try await URLSession.shared.data(from: url).0
  }
}

struct SyncButton: View {
  let delegate: SyncDelegate
  let url: URL
  @State private var bytes = 0

  var body: some View {
    Button("Sync") {
      Task {
        bytes = (try? await delegate.sync(url))?.count ?? 0  // expect: view-calls-service
      }
    }
  }
}
