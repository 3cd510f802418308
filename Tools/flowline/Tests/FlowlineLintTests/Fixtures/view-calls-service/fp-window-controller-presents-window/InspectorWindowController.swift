import AppKit

// An NSWindowController subclass: its static entry point opens or fronts its window, and
// defers a level change to the main queue.
final class InspectorWindowController: NSWindowController {
  private static var current: InspectorWindowController?

  static func present() {
    let controller = current ?? InspectorWindowController(window: NSWindow())
    current = controller
    controller.showWindow(nil)
    NSApp.activate(ignoringOtherApps: true)
    controller.window?.level = .floating
    DispatchQueue.main.async {
      controller.window?.level = .normal
    }
  }
}

// A window subclass whose async entry point only fronts itself.
final class Floating_panel: NSPanel {
  func bring_forward() async {
    try? await Task.sleep(for: .milliseconds(50))
    orderFrontRegardless()
  }
}
