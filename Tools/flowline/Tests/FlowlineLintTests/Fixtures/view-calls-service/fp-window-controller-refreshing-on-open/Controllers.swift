import AppKit

final class PluginCatalog {
  func reload(force: Bool) async {}
}

// A window controller showing its own window and refreshing what it lists: the view only asks
// for the window to open; the controller owns the refresh.
final class PluginsWindowController: NSWindowController {
  static let shared = PluginsWindowController(window: NSWindow())
  private let catalog = PluginCatalog()

  func present(highlighting name: String? = nil) {
    showWindow(nil)
    window?.makeKeyAndOrderFront(nil)
    Task { await catalog.reload(force: true) }
  }
}

final class Release_notes_panel: NSPanel {
  static let shared = Release_notes_panel()
  var notes: [String] = []

  func open_panel() {
    orderFront(nil)
    Task {
      let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
      notes = [String(decoding: data, as: UTF8.self)]
    }
  }
}
