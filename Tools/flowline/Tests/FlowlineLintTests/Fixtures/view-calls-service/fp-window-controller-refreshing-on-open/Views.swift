import SwiftUI

struct ThemeSettingsPane: View {
  var body: some View {
    Button("More themes…") {
      PluginsWindowController.shared.present(highlighting: "themes")
    }
  }
}

struct About_pane: View {
  var body: some View {
    Button("What's new") { Release_notes_panel.shared.open_panel() }
  }
}
