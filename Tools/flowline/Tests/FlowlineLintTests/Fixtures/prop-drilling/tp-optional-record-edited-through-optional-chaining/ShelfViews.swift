import SwiftData
import SwiftUI

@Model
final class Shelf {
  var name: String
  init(name: String) { self.name = name }
}

struct ShelfEditor: View {
  @State private var shelf: Shelf?
  var body: some View { ShelfArea(shelf: shelf) }
}

struct ShelfArea: View {
  let shelf: Shelf?  // expect: prop-drilling
  var body: some View { ShelfHeader(shelf: shelf) }
}

struct ShelfHeader: View {
  let shelf: Shelf?
  var body: some View { RenameButton(shelf: shelf) }
}

// The last view renames the record it is handed: an edit, still drilled state.
struct RenameButton: View {
  let shelf: Shelf?
  var body: some View {
    Button(shelf?.name ?? "") { shelf?.name = "Renamed" }
  }
}
