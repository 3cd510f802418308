import SwiftUI

/// Views are found semantically: through a protocol that refines View…
protocol Screen: View {}

struct ProfileScreen: Screen {
  let user: User  // expect: prop-drilling

  var body: some View {
    ProfileShell(user: user)
  }
}

struct ProfileApp: App {
  var body: some Scene {
    WindowGroup { ProfileScreen(user: User()) }
  }
}
