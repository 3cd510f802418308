import SwiftUI

// Seed 004: a binding to a child, occasionally a grandchild, is fine.
struct SettingsView: View {
  @State private var notificationsEnabled = true
  var body: some View { SettingsSection(isOn: $notificationsEnabled) }
}

struct SettingsSection: View {
  @Binding var isOn: Bool
  var body: some View {
    Section("General") { ToggleRow(title: "Notifications", isOn: $isOn) }
  }
}

struct ToggleRow: View {
  let title: String
  @Binding var isOn: Bool
  var body: some View {
    HStack {
      Text(title)
      Toggle("", isOn: $isOn)
    }
  }
}
