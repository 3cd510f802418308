import Observation
import SwiftUI

@Observable final class Account_store {
  var signed_in = false
  func refresh_profile() {}
}

@Observable final class Draft_box {
  var drafts: [String] = []
}

@Observable final class Feed_state {
  var items: [String] = []
  var filter = ""
}

struct Reader_app: App {
  var body: some Scene {
    WindowGroup { Root_shell() }
  }
}

// Refreshing the account when the scene becomes active is the root's app-level job.
struct Root_shell: View {
  @Environment(Account_store.self) private var account
  @Environment(Draft_box.self) private var drafts
  @Environment(Feed_state.self) private var feed
  @Environment(\.scenePhase) private var phase

  var body: some View {
    List(feed.items, id: \.self) { Text($0) }
      .searchable(text: .constant(feed.filter))
      .onChange(of: phase) { _, now in
        if now == .active { account.refresh_profile() }
      }
  }
}
