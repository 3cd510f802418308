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

// Covers every screen with a panel, then starts watching the mouse system-wide: a selection
// mode that keeps running, not only presentation.
final class PointerTracker {
  static let shared = PointerTracker()
  var monitor: Any?

  func beginPicking(mode: Int = 1) {
    DispatchQueue.main.async { NSApp.windows.first?.orderFront(nil) }
    for screen in NSScreen.screens {
      let cover = NSPanel(
        contentRect: screen.frame, styleMask: [.nonactivatingPanel], backing: .buffered,
        defer: false)
      cover.orderFront(nil)
    }
    if monitor == nil {
      monitor = NSEvent.addGlobalMonitorForEvents(matching: [.mouseMoved]) { _ in }
    }
  }
}
