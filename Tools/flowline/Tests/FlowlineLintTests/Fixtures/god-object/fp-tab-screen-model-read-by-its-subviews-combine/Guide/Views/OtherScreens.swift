import SwiftUI

struct MessagesScreen: View {
  var body: some View {
    List {
      MessageRow()
      MessageRow()
    }
  }
}

struct MessageRow: View {
  var body: some View { Text("Message") }
}

struct ProfileScreen: View {
  var body: some View {
    VStack {
      AvatarView()
      Text("Profile")
    }
  }
}

struct AvatarView: View {
  var body: some View { Image(systemName: "person") }
}

struct SettingsScreen: View {
  var body: some View { Text("Settings") }
}

struct AboutScreen: View {
  var body: some View { Text("About") }
}
