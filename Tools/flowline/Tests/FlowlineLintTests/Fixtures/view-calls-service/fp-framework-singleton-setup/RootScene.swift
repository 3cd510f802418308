import BackgroundTasks
import SwiftUI

/// The root view registers the app's background-processing launch handler with the system
/// and schedules it: app setup through an OS scheduler, not a data service.
struct RootScene: View {
  static let refreshID = "com.example.refresh"

  init() {
    BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
      task.setTaskCompleted(success: true)
    }
  }

  var body: some View {
    Text("Home")
      .onAppear {
        try? BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: Self.refreshID))
      }
  }
}
