import Combine
import Foundation

// Publishes nothing: nobody observes what its job does.
final class BannerActivities {
  static let shared = BannerActivities()
  var running: [String] = []

  func endAll() {
    Task { for _ in running { await Self.end() } }
  }

  static func end() async {}
}

// Publishes its state, but the view waits on it and keeps the result.
final class ExportCoordinator {
  static let shared = ExportCoordinator()
  @Published var lastExport: URL?

  func export(_ name: String) async -> URL? {
    try? await Task.sleep(nanoseconds: 10)
    return nil
  }
}
