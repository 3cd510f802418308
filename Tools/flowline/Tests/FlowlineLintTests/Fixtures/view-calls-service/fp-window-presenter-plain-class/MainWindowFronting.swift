import AppKit

// Not a window type itself: a singleton whose awaited method only brings the app and its
// main window to the front through AppKit's windowing calls.
@MainActor
final class PrimaryWindowHub {
  static let shared = PrimaryWindowHub()

  private var mainWindow: NSWindow? { NSApp.windows.first }

  func reveal() async throws {
    if mainWindow?.isVisible == true {
      mainWindow?.makeKeyAndOrderFront(nil)
      return
    }
    let options = NSWorkspace.OpenConfiguration()
    try await NSWorkspace.shared.openApplication(at: Bundle.main.bundleURL, configuration: options)
  }
}

// Named like a service, but its method only shows a scene window.
final class SceneService {
  static let sharedInstance = SceneService()

  func openCompanion(completion: @escaping () -> Void) {
    Task { @MainActor in
      NSApplication.shared.setActivationPolicy(.regular)
      NSApp.windows.last?.makeKeyAndOrderFront(nil)
      completion()
    }
  }
}
