import SwiftUI

struct BrowserWindow: View {
  var body: some View {
    VStack {
      AddressBar()
      StatusStrip()
      ShortcutsPane()
      PrivacyPane()
      AssistantPane()
    }
  }
}

struct AddressBar: View {
  @Environment(BrowserPreferences.self) private var preferences
  var body: some View { Text(preferences.homePage).scaleEffect(preferences.zoom) }
}

struct StatusStrip: View {
  @Environment(BrowserPreferences.self) private var preferences
  var body: some View { Text(preferences.showStatusBar ? "on" : "off") }
}

struct ShortcutsPane: View {
  @Environment(BrowserPreferences.self) private var preferences
  var body: some View { List(preferences.shortcuts) { Text($0.keyword) } }
}

struct PrivacyPane: View {
  @Environment(BrowserPreferences.self) private var preferences
  var body: some View {
    Text("\(preferences.blockedHosts.count) \(preferences.blockTrackers)")
  }
}

struct AssistantPane: View {
  @Environment(BrowserPreferences.self) private var preferences
  var body: some View { Text(preferences.apiKey).tag(preferences.unloadAfter) }
}
