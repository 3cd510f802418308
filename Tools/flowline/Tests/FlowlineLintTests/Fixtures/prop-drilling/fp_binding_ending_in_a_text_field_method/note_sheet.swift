import SwiftUI

extension View {
  func titled_field(_ prompt: String, title: Binding<String>) -> some View {
    overlay(TextField(prompt, text: title))
  }
}

struct Note_Sheet: View {
  @State private var title = ""
  var body: some View { Note_Form(title: $title) }
}

struct Note_Form: View {
  @Binding var title: String
  var body: some View { Note_Header(title: $title) }
}

struct Note_Header: View {
  @Binding var title: String
  var body: some View { Note_Title_Row(title: $title) }
}

struct Note_Title_Row: View {
  @Binding var title: String
  var body: some View {
    Color.clear.titled_field("Title", title: $title)
  }
}
