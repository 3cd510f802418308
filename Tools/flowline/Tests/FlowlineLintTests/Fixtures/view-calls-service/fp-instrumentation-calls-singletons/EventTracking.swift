import Foundation

// An analytics wrapper whose "person properties" call hands the event to a detached task.
final class UsageAnalyticsService {
  static let shared = UsageAnalyticsService()
  private var optedIn = true

  func capture(_ name: String, _ props: [String: String] = [:]) {
    guard optedIn else { return }
    Task.detached(priority: .utility) { await Sink.send(name, props) }
  }

  func setUserProperties(_ props: [String: String]) {
    guard optedIn else { return }
    Task.detached(priority: .utility) { await Sink.send("props", props) }
  }
}

enum Sink {
  static func send(_ name: String, _ props: [String: String]) async {}
}

// A logger singleton writing its entries on its own queue.
final class AppLogger {
  static let shared = AppLogger()
  private let queue = DispatchQueue(label: "log", attributes: .concurrent)
  private var lines: [String] = []

  func log(_ message: String, type: String = "General") {
    queue.async(flags: .barrier) { self.lines.append("[\(type)] \(message)") }
  }
}
