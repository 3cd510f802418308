import SwiftUI

/// The same shape with an `ObservableObject`: the app injects the tracking session, which
/// lives with every view reading it in `tracking_feature/`.
@main
struct Runner_App: App {
  @StateObject private var tracker = Run_Tracker()
  var body: some Scene {
    WindowGroup { Start_screen().environmentObject(tracker) }
  }
}

struct Start_screen: View {
  var body: some View {
    TabView {
      Tracking_screen()
      Routes_screen()
      Shoes_screen()
      Friends_screen()
      Profile_screen()
      Records_screen()
    }
  }
}

struct Routes_screen: View {
  var body: some View { Text("Routes") }
}

struct Shoes_screen: View {
  var body: some View { Text("Shoes") }
}

struct Friends_screen: View {
  var body: some View { Text("Friends") }
}

struct Profile_screen: View {
  var body: some View { Text("Profile") }
}

struct Records_screen: View {
  var body: some View { Text("Records") }
}
