import SwiftUI

// The picked trail is one of the book's trails; the view observes the book, which re-announces
// each trail's changes, so the title below is re-rendered when the trail changes.
struct TrailScreen: View {
  @EnvironmentObject var book: TrailBook
  @State private var picked: Trail?

  var body: some View {
    List(book.trails) { trail in
      Text(trail.name).onTapGesture { picked = trail }
    }
    .navigationTitle(picked?.name ?? "Trails")
    .overlay { Text("\(picked?.distance ?? 0)") }
  }
}
