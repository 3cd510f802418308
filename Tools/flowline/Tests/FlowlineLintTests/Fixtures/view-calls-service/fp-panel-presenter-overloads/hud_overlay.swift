import AppKit
import SwiftUI

/// A heads-up panel of its own: presenting it is windowing, whatever the overload that
/// downloads a snapshot first does.
final class HudOverlayPanel: NSPanel {
  static let instance = HudOverlayPanel()

  func reveal(snapshot: Data, animated: Bool) {
    contentView = NSImageView(image: NSImage(data: snapshot) ?? NSImage())
    DispatchQueue.main.async { self.makeKeyAndOrderFront(nil) }
  }

  func reveal(remote: URL) async throws {
    let (data, _) = try await URLSession.shared.data(from: remote)
    reveal(snapshot: data, animated: true)
  }
}

struct HudToggle: View {
  let snapshot: Data
  var body: some View {
    Button("HUD") { HudOverlayPanel.instance.reveal(snapshot: snapshot, animated: false) }
  }
}
