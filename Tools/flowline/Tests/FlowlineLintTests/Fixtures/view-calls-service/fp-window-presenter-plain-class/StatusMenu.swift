import SwiftUI

struct StatusMenuContent: View {
  var body: some View {
    Button("Open") {
      Task {
        try? await PrimaryWindowHub.shared.reveal()
      }
    }
    Button("Companion") {
      SceneService.sharedInstance.openCompanion {}
    }
  }
}
