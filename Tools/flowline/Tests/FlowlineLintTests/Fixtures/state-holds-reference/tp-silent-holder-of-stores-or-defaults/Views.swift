import SwiftUI

final class AccountPreferences: ObservableObject {
  @Published var compact = false
  func toggle() { compact.toggle() }
}

// An app state that announces nothing itself but holds observable stores the view reads
// through it without observing them.
final class SessionState: ObservableObject {
  let preferences: AccountPreferences
  init(preferences: AccountPreferences) { self.preferences = preferences }
  var isCompact: Bool { preferences.compact }
}

// Settings kept in the user defaults: `@AppStorage` inside an ObservableObject announces its
// changes.
final class Display_settings: ObservableObject {
  static let shared = Display_settings()
  @AppStorage("translucent") var translucent = true
}

struct SessionRoot: View {
  @State var session: SessionState?  // expect: state-holds-reference

  var body: some View {
    if let session {
      Text(session.isCompact ? "Compact" : "Regular")
    }
  }
}

struct Detail_list: View {
  @State private var settings = Display_settings.shared  // expect: state-holds-reference

  var body: some View {
    List { Text("Row") }.opacity(settings.translucent ? 0.9 : 1)
  }
}
