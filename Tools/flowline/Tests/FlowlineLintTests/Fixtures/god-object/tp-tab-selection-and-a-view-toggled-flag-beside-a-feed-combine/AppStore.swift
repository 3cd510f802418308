import Combine
import SwiftUI

struct FeedClient {
  func posts() async throws -> [String] { [] }
}

/// Navigation, a feed, a profile and an archive switch the user flips: the tab selection is
/// read by the refresh but not consumed by it, and the switch is the user's, not the load's.
final class AppStore: ObservableObject {  // expect: god-object
  @Published var selectedTab = 0
  @Published var posts: [String] = []
  @Published var feedError = ""
  @Published var lastRefresh: Date?
  @Published var showArchived = false
  @Published var userName = ""
  @Published var bio = ""
  @Published var followers = 0
  @Published var following = 0
  @Published var avatar: URL?
  private let client = FeedClient()

  func showFeed() { selectedTab = 0 }

  @MainActor
  func refreshCurrentTab() async {
    guard selectedTab == 0 else { return }
    showArchived = false
    do {
      posts = try await client.posts()
      lastRefresh = Date()
      feedError = ""
    } catch {
      feedError = "\(error)"
    }
  }
}

@main
struct FeedApp: App {
  @StateObject private var store = AppStore()
  var body: some Scene { WindowGroup { RootTabs().environmentObject(store) } }
}

struct RootTabs: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    TabView(selection: $store.selectedTab) {
      FeedList().tag(0)
      ProfileCard().tag(1)
    }
  }
}

struct FeedList: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    List(store.posts, id: \.self) { Text($0) }.help(store.feedError)
      .task { await store.refreshCurrentTab() }
  }
}

struct ProfileCard: View {
  @EnvironmentObject var store: AppStore
  var body: some View { Text("\(store.userName) \(store.bio) \(store.followers)") }
}

struct ArchiveSwitch: View {
  @EnvironmentObject var store: AppStore
  var body: some View {
    Button(store.showArchived ? "Hide archived" : "Show archived") { store.showArchived = true }
  }
}
