import SwiftUI

// The settings screen binds one toggle to the app-wide store (four view-layer readers, two of
// them modifiers): one superfluous model (the user) is not overuse.
struct PreferencesScreen: View {
  @EnvironmentObject private var preferences: AppPreferences
  @EnvironmentObject private var user: SignedInUser
  @EnvironmentObject private var navigator: Navigator

  var body: some View {
    List {
      Toggle("Open links in the app", isOn: $preferences.opensLinksInApp)
      Button("Accounts") { navigator.push("accounts") }
      Button("Licenses") { navigator.push("licenses") }
    }
    .navigationTitle("Settings \(navigator.path.count)")
  }
}

struct SearchScreen: View {
  @EnvironmentObject private var preferences: AppPreferences
  var body: some View {
    Text("Search").font(preferences.largeText ? .title : .body)
  }
}

struct RowsScreen: View {
  @EnvironmentObject private var preferences: AppPreferences
  var body: some View {
    List { Text("Row") }.listStyle(preferences.compactRows ? .plain : .inset)
  }
}
