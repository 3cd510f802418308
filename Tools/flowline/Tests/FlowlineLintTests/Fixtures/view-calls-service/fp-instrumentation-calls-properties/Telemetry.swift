import Foundation

final class Telemetry_tracker {
  func trackEvent(_ name: String) {
    Task { await upload(name) }
  }
  func upload(_ name: String) async {}
}

final class Diagnostics_log {
  func warning(_ text: String) {
    DispatchQueue.global().async { print(text) }
  }
  func info(_ text: String) {
    DispatchQueue.global().async { print(text) }
  }
}
