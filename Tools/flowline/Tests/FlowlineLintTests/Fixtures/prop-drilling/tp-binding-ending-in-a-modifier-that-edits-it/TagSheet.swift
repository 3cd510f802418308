import SwiftUI

/// Clears the text itself and shows it: the modifier edits the value, not only a field.
struct ClearableField: ViewModifier {
  @Binding var text: String

  func body(content: Content) -> some View {
    HStack {
      content
      TextField("Tag", text: $text)
      Button("Clear") { text = "" }
    }
  }
}

extension View {
  func clearable(text: Binding<String>) -> some View {
    modifier(ClearableField(text: text))
  }
}

struct TagSheet: View {
  @State private var tag = ""
  var body: some View { TagPanel(text: $tag) }
}

struct TagPanel: View {
  @Binding var text: String  // expect: prop-drilling
  var body: some View { TagHeader(text: $text) }
}

struct TagHeader: View {
  @Binding var text: String
  var body: some View { TagTitle(text: $text) }
}

struct TagTitle: View {
  @Binding var text: String
  var body: some View {
    Text("Tag").clearable(text: $text)
  }
}
