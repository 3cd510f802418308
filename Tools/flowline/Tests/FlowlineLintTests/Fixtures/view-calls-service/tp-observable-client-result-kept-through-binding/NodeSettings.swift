import Observation
import SwiftUI

@Observable
final class NodeClient {
  var isRunning = false
  func restart(server: String) async -> Bool {
    isRunning = true
    return isRunning
  }
}

// Keeps the call's result in its own state: the view manages the use case itself.
struct NodeSettings: View {
  @Binding var nodeClient: NodeClient
  @State private var restarted = false

  var body: some View {
    Button("Restart") {
      Task {
        restarted = await nodeClient.restart(server: "default")  // expect: view-calls-service
      }
    }
  }
}
