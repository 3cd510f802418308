import AppKit
import SwiftUI

// A menu-bar popover built outside any view: a constant placeholder too.
final class StatusItemController {
  let popover = NSPopover()

  func install(notes: [Note]) {
    let panel = StarredPanel(notes: notes, quotedNote: Binding.constant(nil))
    popover.contentViewController = NSHostingController(rootView: panel)
  }
}
