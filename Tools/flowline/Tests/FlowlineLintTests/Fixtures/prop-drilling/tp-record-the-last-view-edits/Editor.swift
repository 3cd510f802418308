import SwiftData
import SwiftUI

@Model
final class Note {
  var title: String
  init(title: String) { self.title = title }
}

// The record passes through three views that only hand it on to one that renames it:
// drilled state the last view edits.
struct NoteScreen: View {
  let note: Note  // expect: prop-drilling
  var body: some View { NotePanel(note: note) }
}

struct NotePanel: View {
  let note: Note
  var body: some View { NoteToolbar(note: note) }
}

struct NoteToolbar: View {
  let note: Note
  var body: some View { RenameButton(note: note) }
}

struct RenameButton: View {
  let note: Note
  var body: some View {
    Button(note.title) { note.title = note.title.uppercased() }
  }
}

struct NotesRoot: View {
  @Query private var notes: [Note]
  var body: some View {
    if let note = notes.first { NoteScreen(note: note) }
  }
}
