import Observation
import SwiftUI

enum Main_tab { case feed, inbox, me }
enum Sheet_destination: Identifiable {
  case compose, filters
  var id: Int { 0 }
}
struct Thread_ref: Identifiable, Hashable { var id = 0 }

/// The app's coordinator: the tab, a path per tab, the sheet and the cover it presents, and
/// the flags and payloads those carry.
@Observable final class App_Coordinator {
  var tab: Main_tab = .feed
  var feed_path = NavigationPath()
  var inbox_path = NavigationPath()
  var me_path = NavigationPath()
  var sheet: Sheet_destination?
  var opened_thread: Thread_ref?
  var show_login = false
  var show_rating_prompt = false
  var pending_link: URL?
  var show_whats_new = false
}

struct Feed_tab: View {
  @Environment(App_Coordinator.self) private var coordinator
  var body: some View { Text("\(coordinator.feed_path.count)") }
}

struct Inbox_tab: View {
  @Environment(App_Coordinator.self) private var coordinator
  var body: some View {
    Text("\(coordinator.inbox_path.count) \(coordinator.opened_thread?.id ?? 0)")
  }
}

struct Me_tab: View {
  @Environment(App_Coordinator.self) private var coordinator
  var body: some View {
    Text("\(coordinator.me_path.count)").opacity(coordinator.show_login ? 0 : 1)
  }
}

struct Root_view: View {
  @Environment(App_Coordinator.self) private var coordinator
  var body: some View {
    Text("\(coordinator.tab)").help(coordinator.pending_link?.absoluteString ?? "")
      .opacity(coordinator.show_whats_new || coordinator.show_rating_prompt ? 0.5 : 1)
      .help(coordinator.sheet == nil ? "" : "sheet")
  }
}

@main
struct Threads_app: App {
  @State private var coordinator = App_Coordinator()
  var body: some Scene { WindowGroup { Root_view().environment(coordinator) } }
}
