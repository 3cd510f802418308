import SwiftUI

final class SettingsRouter: ObservableObject {
  @Published var path: [String] = []
  func navigate(to destination: String) { path.append(destination) }
}

// The cell declares its content closure before `description:`: a trailing closure written after
// `description:` binds to the later `action:` parameter, run on a tap.
struct SettingCell<Content: View>: View {
  let label: String
  let content: () -> Content
  let description: String?
  let action: (() -> Void)?

  init(
    label: String,
    @ViewBuilder content: @escaping () -> Content = { EmptyView() },
    description: String? = nil,
    action: (() -> Void)? = nil
  ) {
    self.label = label
    self.content = content
    self.description = description
    self.action = action
  }

  var body: some View {
    Button {
      action?()
    } label: {
      HStack {
        Text(label)
        content()
        Text(description ?? "")
      }
    }
  }
}

struct SettingsScreen: View {
  @StateObject private var router = SettingsRouter()
  var body: some View {
    SettingCell(label: "Profile", description: "Ada") {
      router.navigate(to: "profile")
    }
  }
}
