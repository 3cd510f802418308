import Observation
import SwiftUI

// The app's wallet model: it owns restarting and publishes its state.
@Observable
final class WalletClient {
  var isRunning = false
  var lastError: String?

  func restart(server: String) async {
    isRunning = false
    try? await Task.sleep(for: .seconds(1))
    isRunning = true
  }
}

struct ServerSettings: View {
  @Binding var walletClient: WalletClient
  @Environment(\.dismiss) private var dismiss
  @State private var server = ""

  var body: some View {
    Button("Save") {
      Task {
        await walletClient.restart(server: server)
        dismiss()
      }
    }
  }
}
