import SwiftUI

final class SettingsStore: ObservableObject {
  @Published var exported = 0
  func send(_ action: String) { exported += 1 }
}

/// A row whose tap action comes before an optional trailing view: a lone trailing closure
/// binds to the action (Swift's forward scan), not to the view builder.
struct MenuRow<Accessory: View>: View {
  let title: String
  let action: () -> Void
  let accessory: () -> Accessory

  init(
    _ title: String, action: @escaping () -> Void,
    @ViewBuilder accessory: @escaping () -> Accessory = { EmptyView() }
  ) {
    self.title = title
    self.action = action
    self.accessory = accessory
  }

  var body: some View {
    Button(action: action) {
      HStack {
        Text(title)
        accessory()
      }
    }
  }
}

/// The same shape through the memberwise initializer.
struct LinkCell: View {
  var label: String
  var onOpen: () -> Void
  @ViewBuilder var badge: () -> Text = { Text("") }
  var body: some View { Button(label, action: onOpen) }
}

struct SettingsScreen: View {
  @ObservedObject var store: SettingsStore

  var body: some View {
    VStack {
      MenuRow("Export") {
        store.send("export")
      }
      LinkCell(label: "Help") {
        store.send("help")
      }
      MenuRow("Import", action: { store.send("import") }) {
        Text("new")
      }
    }
  }
}
