import Foundation

final class TraceLogger {
  static let shared = TraceLogger()
  private let queue = DispatchQueue(label: "trace")
  private var entries: [String] = []

  func log(_ message: String, type: String = "General") {
    queue.async { self.entries.append(message) }
  }

  func debug(_ message: String) {
    entries.append(message)
  }
}

final class Render_analytics {
  private var counts: [String: Int] = [:]
  func track(_ name: String) { counts[name, default: 0] += 1 }
}
