import AppKit
import SwiftUI

private struct NoteFieldBridge: NSViewRepresentable {
  @Binding var text: String
  func makeNSView(context: Context) -> NSTextField { NSTextField() }
  func updateNSView(_ field: NSTextField, context: Context) { field.stringValue = text }
}

/// The end view edits through a bridge but also renders the whole value: it uses the state.
struct NoteEditorScreen: View {
  @State private var note = ""
  var body: some View { NoteEditorPane(note: $note) }
}

struct NoteEditorPane: View {
  @Binding var note: String  // expect: prop-drilling
  var body: some View { NoteEditorColumn(note: $note) }
}

struct NoteEditorColumn: View {
  @Binding var note: String
  var body: some View { NoteField(text: $note) }
}

struct NoteField: View {
  @Binding var text: String
  var body: some View {
    VStack {
      NoteFieldBridge(text: $text)
      Text("Preview: \(text)")
    }
  }
}

/// The end view hands the binding to a project view that is no control: a counter that reads it.
struct Tag_Screen: View {
  @State private var tag_text = ""
  var body: some View { Tag_Panel(tag: $tag_text) }
}

struct Tag_Panel: View {
  @Binding var tag: String  // expect: prop-drilling
  var body: some View { Tag_Row(tag: $tag) }
}

struct Tag_Row: View {
  @Binding var tag: String
  var body: some View { Tag_Field(tag: $tag) }
}

struct Tag_Field: View {
  @Binding var tag: String
  var body: some View {
    Tag_Counter(counted: $tag).opacity(tag.isEmpty ? 0.5 : 1)
  }
}

struct Tag_Counter: View {
  @Binding var counted: String
  var body: some View { Text("\(counted.count) of 20").onTapGesture { counted.removeAll() } }
}
