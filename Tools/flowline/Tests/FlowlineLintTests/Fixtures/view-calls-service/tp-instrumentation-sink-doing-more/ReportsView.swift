import SwiftUI

// An instrumentation sink asked for a result, awaited or given a completion is a use case the
// view runs itself.
struct ReportsView: View {
  @State private var sent = 0
  @State private var acknowledged = false

  var body: some View {
    Button("Send reports") {
      Task {
        sent = await CrashAnalytics.shared.uploadPendingReports()  // expect: view-calls-service
        acknowledged = await AuditLogger.shared.log("sent \(sent)")  // expect: view-calls-service
      }
    }
    .onAppear {
      CrashAnalytics.shared.logEvent("reports_shown") { ok in  // expect: view-calls-service
        acknowledged = ok
      }
    }
  }
}
