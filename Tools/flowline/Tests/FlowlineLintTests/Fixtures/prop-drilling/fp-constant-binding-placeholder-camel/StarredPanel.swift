import SwiftUI

// A read-only panel: it satisfies the card's initializer with whatever binding it is given,
// and every construction of the panel gives it a constant one.
struct StarredPanel: View {
  let notes: [Note]
  @Binding var quotedNote: Note?

  var body: some View {
    List(notes) { note in
      NoteCard(note: note, quotedNote: $quotedNote)
    }
  }
}
