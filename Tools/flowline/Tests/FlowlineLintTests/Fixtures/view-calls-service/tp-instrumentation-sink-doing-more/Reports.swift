import Foundation

final class CrashAnalytics {
  static let shared = CrashAnalytics()

  /// Uploads the pending reports and hands back how many went out.
  func uploadPendingReports() async -> Int { 0 }

  func logEvent(_ name: String, completion: @escaping (Bool) -> Void) {
    Task.detached { completion(true) }
  }
}

final class AuditLogger {
  static let shared = AuditLogger()
  func log(_ text: String) async -> Bool {
    try? await Task.sleep(nanoseconds: 1)
    return true
  }
}
