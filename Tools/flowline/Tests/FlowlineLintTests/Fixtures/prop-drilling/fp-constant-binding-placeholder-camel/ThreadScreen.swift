import SwiftUI

// The real owner hands its state straight to the card: one forwarder, not drilled.
struct ThreadScreen: View {
  @State private var quoted: Note?
  @State private var showsStarred = false
  let notes: [Note]

  var body: some View {
    List(notes) { note in
      NoteCard(note: note, quotedNote: $quoted)
    }
    .popover(isPresented: $showsStarred) {
      StarredPanel(notes: notes, quotedNote: .constant(nil))
    }
  }
}
