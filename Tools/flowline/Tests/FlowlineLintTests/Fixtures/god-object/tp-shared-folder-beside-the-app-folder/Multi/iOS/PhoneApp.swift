import SwiftUI

/// A multiplatform layout: the app lives in `iOS/`, its code in `Shared/`. The model and its
/// readers sharing `Shared/` are the whole app, not one feature below the app's folder.
@main
struct PhoneApp: App {
  @StateObject private var state = SharedState()
  var body: some Scene {
    WindowGroup { RootTabs().environmentObject(state) }
  }
}

struct AboutPage: View {
  var body: some View { Text("About") }
}

struct LegalPage: View {
  var body: some View { Text("Legal") }
}

struct CreditsPage: View {
  var body: some View { Text("Credits") }
}

struct HelpPage: View {
  var body: some View { Text("Help") }
}

struct ChangesPage: View {
  var body: some View { Text("Changes") }
}

struct PrivacyPage: View {
  var body: some View { Text("Privacy") }
}

struct SupportPage: View {
  var body: some View { Text("Support") }
}
