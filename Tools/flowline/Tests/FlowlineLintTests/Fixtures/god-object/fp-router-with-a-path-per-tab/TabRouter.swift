import Combine
import SwiftUI

enum MainTab: Hashable { case feed, search, inbox, me }

/// The app's navigation: one path per tab, the selected tab, and two flags. Each tab's screens
/// read only their own path, but it is all one concern.
@MainActor final class TabRouter: ObservableObject {
  @Published var feedPath = NavigationPath()
  @Published var searchPath = NavigationPath()
  @Published var inboxPath = NavigationPath()
  @Published var mePath = NavigationPath()
  @Published var menuPath = NavigationPath()
  @Published var onboardingPath = NavigationPath()
  @Published var settingsPath = NavigationPath()
  @Published var selectedTab = MainTab.feed
  @Published private(set) var isMenuOpen = false
  @Published private(set) var isBusy = false
  @Dependency(\.store) private var store
  @Dependency(\.api) private var api
  @Dependency(\.crashLog) private var crashLog
  @Dependency(\.tracker) private var tracker
}

@main
struct TabbedApp: App {
  @StateObject private var router = TabRouter()
  var body: some Scene { WindowGroup { FeedStack().environmentObject(router) } }
}

struct FeedStack: View {
  @EnvironmentObject var router: TabRouter
  var body: some View { NavigationStack(path: $router.feedPath) { Text("Feed") } }
}

struct SearchStack: View {
  @EnvironmentObject var router: TabRouter
  var body: some View { NavigationStack(path: $router.searchPath) { Text("Search") } }
}

struct InboxStack: View {
  @EnvironmentObject var router: TabRouter
  var body: some View { NavigationStack(path: $router.inboxPath) { Text("Inbox") } }
}

struct MeStack: View {
  @EnvironmentObject var router: TabRouter
  var body: some View { NavigationStack(path: $router.mePath) { Text("Me") } }
}

struct MenuOverlay: View {
  @EnvironmentObject var router: TabRouter
  var body: some View { if router.isMenuOpen { Text("Menu") } }
}
