import Observation
import SwiftUI

@Observable final class TabRouter {
  enum Tab: Hashable { case places, lookup }
  var tab = Tab.places
}

@Observable final class LookupModel {
  var query = ""
  var isFieldFocused = false
  func focusField() { isFieldFocused = true }
}

@Observable final class SyncQueue {
  var pending: [String] = []
}

// The window's root view: tapping the selected lookup tab again focuses the lookup field, an
// app-level job done in a handler; its render code never reads the lookup model. Only the
// sync queue is left unused, one model short of overuse.
struct MainTabs: View {
  @Environment(TabRouter.self) private var router
  @Environment(LookupModel.self) private var lookup
  @Environment(SyncQueue.self) private var queue

  var body: some View {
    let selection = Binding<TabRouter.Tab>(
      get: { router.tab },
      set: { tab in
        if router.tab == tab { tappedAgain(tab) }
        router.tab = tab
      })
    TabView(selection: selection) {
      Text("Places").tag(TabRouter.Tab.places)
      Text("Lookup").tag(TabRouter.Tab.lookup)
    }
  }

  private func tappedAgain(_ tab: TabRouter.Tab) {
    if tab == .lookup { lookup.focusField() }
  }
}
