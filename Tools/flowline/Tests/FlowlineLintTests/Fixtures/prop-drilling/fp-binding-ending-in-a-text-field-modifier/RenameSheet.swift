import SwiftUI

/// The project's own modifier: shows a text field in place of the content while editing.
struct Editable: ViewModifier {
  let isActive: Bool
  @Binding var text: String

  func body(content: Content) -> some View {
    if isActive { TextField("Name", text: $text) } else { content }
  }
}

extension View {
  func editable(isActive: Bool, text: Binding<String>) -> some View {
    modifier(Editable(isActive: isActive, text: text))
  }
}

struct RenameSheet: View {
  @State private var name = ""
  var body: some View { ActionPanel(text: $name) }
}

struct ActionPanel: View {
  @Binding var text: String
  var body: some View { PanelHeader(text: $text) }
}

struct PanelHeader: View {
  @Binding var text: String
  var body: some View { PanelTitle(text: $text) }
}

struct PanelTitle: View {
  @Binding var text: String
  var body: some View {
    Text("Rename").editable(isActive: true, text: $text)
  }
}
