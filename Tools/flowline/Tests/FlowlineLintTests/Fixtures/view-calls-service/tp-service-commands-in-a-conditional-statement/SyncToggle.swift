import SwiftUI

/// Connects to the sync server and keeps the connection.
final class SyncService {
  static let shared = SyncService()

  func connect() {
    Task { try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
  }

  func disconnect() {
    Task { try? await URLSession.shared.data(from: URL(string: "https://example.com/bye")!) }
  }
}

struct SyncToggle: View {
  @State private var connected = false

  var body: some View {
    Button(connected ? "Disconnect" : "Connect") {
      connected
        ? SyncService.shared.disconnect()  // expect: view-calls-service
        : SyncService.shared.connect()  // expect: view-calls-service
      connected.toggle()
    }
  }
}
