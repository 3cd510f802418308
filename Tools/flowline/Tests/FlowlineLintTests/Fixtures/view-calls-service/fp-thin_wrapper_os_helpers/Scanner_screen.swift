import SwiftUI

struct Scanner_screen: View {
  @State private var allowed = false
  let unread: Int

  var body: some View {
    Text(allowed ? "Ready" : "No camera")
      .onAppear {
        Camera_access_service.shared.requestCameraAccess { allowed = $0 }
      }
      .task(id: unread) {
        await App_badge.update(unread)
      }
      .task {
        await Reminder_alerts.schedule_daily(at: 9)
      }
  }
}
