import AppKit
import SwiftUI

final class Notes_exporter {
  static func write(_ text: String, to url: URL) async {
    try? text.write(to: url, atomically: true, encoding: .utf8)
  }
}

final class App_Delegate: NSObject, NSApplicationDelegate {
  // Asks where to save; the export runs when the user has chosen.
  static func ask_destination(for text: String) {
    let save_panel = NSSavePanel()
    save_panel.nameFieldStringValue = "notes.txt"
    save_panel.beginSheetModal(for: NSApp.keyWindow ?? NSWindow()) { response in
      guard response == .OK, let url = save_panel.url else { return }
      Task { await Notes_exporter.write(text, to: url) }
    }
  }
}

struct Export_menu: View {
  let text: String
  var body: some View {
    Button("Export…") { App_Delegate.ask_destination(for: text) }
  }
}
