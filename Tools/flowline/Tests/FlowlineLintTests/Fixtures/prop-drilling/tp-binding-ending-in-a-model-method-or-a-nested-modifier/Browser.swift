import Observation
import SwiftUI

@Observable final class Browser {
  var page: URL?
  func open(link: String) { page = URL(string: link) }
}

// The address ends in a model's action, not in an input control.
struct BrowserScreen: View {
  @State private var address = ""
  var body: some View { BrowserPanel(address: $address) }
}

struct BrowserPanel: View {
  @Binding var address: String  // expect: prop-drilling
  var body: some View { BrowserBar(address: $address) }
}

struct BrowserBar: View {
  @Binding var address: String
  var body: some View { AddressButton(address: $address) }
}

struct AddressButton: View {
  @Binding var address: String
  @Environment(Browser.self) private var browser
  var body: some View { Button("Go") { browser.open(link: address) } }
}

// The note ends in the project's own modifier, nested in a namespace, which also clears it.
enum Modifiers {
  struct ClearableField: ViewModifier {
    @Binding var text: String
    func body(content: Content) -> some View {
      HStack {
        content
        TextField("Note", text: $text)
        Button("Clear") { text = "" }
      }
    }
  }
}

extension View {
  func clearableNote(text: Binding<String>) -> some View {
    modifier(Modifiers.ClearableField(text: text))
  }
}

struct NoteScreen: View {
  @State private var note = ""
  var body: some View { NotePanel(text: $note) }
}

struct NotePanel: View {
  @Binding var text: String  // expect: prop-drilling
  var body: some View { NoteHeader(text: $text) }
}

struct NoteHeader: View {
  @Binding var text: String
  var body: some View { NoteTitle(text: $text) }
}

struct NoteTitle: View {
  @Binding var text: String
  var body: some View { Text("Note").clearableNote(text: $text) }
}
