import AppKit

// The overload a view calls downloads before it presents: the overload that only presents
// does not excuse it.
final class RemoteInspectorPanel: NSPanel {
  static let instance = RemoteInspectorPanel()

  func reveal(snapshot: Data, animated: Bool) {
    DispatchQueue.main.async { self.makeKeyAndOrderFront(nil) }
  }

  func reveal(remote: URL) async throws {
    let (data, _) = try await URLSession.shared.data(from: remote)
    reveal(snapshot: data, animated: true)
  }
}
