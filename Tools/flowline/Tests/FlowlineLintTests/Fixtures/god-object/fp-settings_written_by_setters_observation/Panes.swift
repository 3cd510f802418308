import SwiftUI

struct Page_view: View {
  @Environment(Reader_prefs.self) private var prefs
  var body: some View {
    Text("Page").font(.system(size: 17 * prefs.fontScale)).lineSpacing(prefs.lineSpacing)
  }
}

struct Theme_picker: View {
  @Environment(Reader_prefs.self) private var prefs
  var body: some View { Text(prefs.theme).opacity(prefs.showProgress ? 1 : 0.5) }
}

struct Turning_pane: View {
  @Environment(Reader_prefs.self) private var prefs
  var body: some View { Text("\(prefs.pageTurnSound) \(prefs.volumeKeysTurn)") }
}

struct Layout_pane: View {
  @Environment(Reader_prefs.self) private var prefs
  var body: some View { Text("\(prefs.columns) \(prefs.margins) \(prefs.justify)") }
}

struct Language_pane: View {
  @Environment(Reader_prefs.self) private var prefs
  var body: some View { Text(prefs.language).help(prefs.hyphenate ? "hyphenated" : "") }
}

@main
struct Reader_app: App {
  @State private var prefs = Reader_prefs()
  var body: some Scene { WindowGroup { Page_view().environment(prefs) } }
}
