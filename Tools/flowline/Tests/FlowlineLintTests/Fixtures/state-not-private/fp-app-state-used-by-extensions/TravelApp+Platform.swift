import SwiftUI

// The App's own extensions in another file read its state, so it cannot be private.
extension TravelApp {
  var mainContent: some View {
    Text(themeStore.accent).onAppear { launchCount += 1 }
  }
}

extension Inbox_scene {
  func badge_text() -> String { "\(unread_badge)" }
}
