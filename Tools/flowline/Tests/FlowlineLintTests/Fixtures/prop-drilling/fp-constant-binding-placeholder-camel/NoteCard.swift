import SwiftUI

struct Note: Identifiable {
  let id: Int
  var text: String
}

// A reusable card whose menu lets the user pick a note to quote in a reply.
struct NoteCard: View {
  let note: Note
  @Binding var quotedNote: Note?

  var body: some View {
    VStack {
      Text(note.text)
      NoteCardMenu(note: note, quotedNote: $quotedNote)
    }
  }
}

struct NoteCardMenu: View {
  let note: Note
  @Binding var quotedNote: Note?

  var body: some View {
    Menu("More") {
      Button("Quote") { quotedNote = note }
    }
  }
}
