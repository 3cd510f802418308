import SwiftUI

/// The project's own read-out named like SwiftUI's field: it shows the text, it edits nothing.
struct TextField: View {
  let title: String
  @Binding var text: String

  init(_ title: String, text: Binding<String>) {
    self.title = title
    _text = text
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      Text("Entered: \(text)").font(.caption)
    }
  }
}
