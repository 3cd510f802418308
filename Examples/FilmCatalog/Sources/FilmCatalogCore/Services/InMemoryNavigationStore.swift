package import Foundation

/// Navigation bytes kept in memory: for previews and demos that don't save between launches.
@MainActor
package final class InMemoryNavigationStore: NavigationStateStoring {
  package private(set) var saved: Data?
  package private(set) var unreadable: [(data: Data, reason: String)] = []

  package init(saved: Data? = nil) {
    self.saved = saved
  }

  package func load() -> Data? { saved }
  package func save(_ bytes: Data) { saved = bytes }
  package func keepUnreadable(_ bytes: Data, reason: String) {
    unreadable.append((bytes, reason))
  }
}
