import SwiftUI

// A navigation model whose whole state is the selection the sidebar reads and writes.
final class SidebarRouter: ObservableObject {
  enum Pane: String, CaseIterable { case general, shortcuts, about }
  @Published var selection: Pane = .general
}

final class TabsState: ObservableObject {
  @Published var current_tab = 0
  static let shared = TabsState()
}

final class PreferencesStore: ObservableObject {
  @Published var launchAtLogin = false
  @Published var showsInMenuBar = true
}

final class BadgeCounter: ObservableObject {
  @Published var unread = 0
  @Published var flagged = 0
  @Published var muted = 0
}

struct SettingsWindow: View {
  @EnvironmentObject var router: SidebarRouter
  @EnvironmentObject var tabs: TabsState
  @EnvironmentObject var preferences: PreferencesStore
  @EnvironmentObject var badges: BadgeCounter

  var body: some View {
    HStack {
      List(SidebarRouter.Pane.allCases, id: \.self) { pane in
        Button(pane.rawValue) { router.selection = pane }
          .bold(router.selection == pane)
      }
      Picker("Tab", selection: $tabs.current_tab) {
        Text("One").tag(0)
        Text("Two").tag(1)
      }
      Toggle("Launch at login", isOn: $preferences.launchAtLogin)
      Toggle("Menu bar", isOn: $preferences.showsInMenuBar)
      Text("\(badges.unread)")
    }
  }
}
