import SwiftUI
import design_system

/// The analytics flag goes through two settings layers to the row that switches it with
/// SwiftUI's own Toggle, qualified because the design system declares one.
struct Privacy_Settings_Page: View {
  @State private var shares_analytics = false
  var body: some View { Privacy_List(shares_analytics: $shares_analytics) }
}

struct Privacy_List: View {
  @Binding var shares_analytics: Bool
  var body: some View { List { Privacy_Group(shares_analytics: $shares_analytics) } }
}

struct Privacy_Group: View {
  @Binding var shares_analytics: Bool
  var body: some View { Section { Analytics_Row(shares_analytics: $shares_analytics) } }
}

struct Analytics_Row: View {
  @Binding var shares_analytics: Bool
  var body: some View {
    SwiftUI.Toggle(isOn: $shares_analytics) { Text("Share analytics") }
  }
}
