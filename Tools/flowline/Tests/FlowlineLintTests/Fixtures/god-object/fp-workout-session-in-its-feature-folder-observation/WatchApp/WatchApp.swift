import SwiftUI

/// A watch app: the app hands its workout session to every window, but the session and all
/// the pages reading it live in the `Workout/` feature folder, beside screens that never
/// read it.
@main
struct WatchApp: App {
  @State private var session = WorkoutSession()
  var body: some Scene {
    WindowGroup { HomePage().environment(session) }
  }
}

struct HomePage: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Start") { WorkoutPager() }
        NavigationLink("History") { HistoryPage() }
        NavigationLink("Goals") { GoalsPage() }
        NavigationLink("Settings") { SettingsPage() }
        NavigationLink("About") { AboutPage() }
        NavigationLink("Awards") { AwardsPage() }
      }
    }
  }
}

struct HistoryPage: View {
  var body: some View { Text("History") }
}

struct GoalsPage: View {
  var body: some View { Text("Goals") }
}

struct SettingsPage: View {
  var body: some View { Text("Settings") }
}

struct AboutPage: View {
  var body: some View { Text("About") }
}

struct AwardsPage: View {
  var body: some View { Text("Awards") }
}
