import AppKit
import Quartz

/// Shows files in the Quick Look panel. The overloads differ: only the one taking prepared
/// entries fronts the panel, the others check files or build entries and then call it.
final class PeekPanel: NSObject {
  static let shared = PeekPanel()
  private var entries: [URL] = []

  func show(file: URL) {
    show(files: [file])
  }

  func show(files: [URL]) {
    let present = files.filter { FileManager.default.fileExists(atPath: $0.path) }
    show(entries: present, focus: 0)
  }

  func show(entries: [URL], focus: Int) {
    self.entries = entries
    DispatchQueue.main.async {
      if let panel = QLPreviewPanel.shared() {
        panel.currentPreviewItemIndex = focus
        panel.makeKeyAndOrderFront(nil)
        panel.reloadData()
      }
    }
  }
}
