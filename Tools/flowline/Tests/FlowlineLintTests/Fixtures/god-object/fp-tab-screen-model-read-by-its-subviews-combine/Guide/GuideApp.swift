import SwiftUI

/// The app creates the record list's model and hands it to every window, but only the record
/// list screen and the views it builds read it: one screen's model shared with its subviews.
@main
struct GuideApp: App {
  @StateObject private var records = RecordListModel()
  var body: some Scene {
    WindowGroup {
      TabView {
        RecordListScreen()
        MessagesScreen()
        ProfileScreen()
        SettingsScreen()
        AboutScreen()
      }
      .environmentObject(records)
    }
  }
}
