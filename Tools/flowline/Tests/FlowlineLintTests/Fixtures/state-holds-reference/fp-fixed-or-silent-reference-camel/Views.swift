import SwiftUI

struct GenreBrowser: View {
  let genres: [GenreChoice]
  @State private var currentGenre = GenreChoice(title: "", code: "")
  @State private var catalog = EngineCatalog()

  var body: some View {
    VStack {
      Text(currentGenre.title)
      // A closure's anonymous parameter (`$0.title`) reads; it is not a binding that writes.
      Text(genres.map { $0.title }.joined(separator: ", "))
      ForEach(catalog.engines, id: \.self) { Text($0) }
      Button("Pop") { currentGenre = GenreChoice(title: "Pop", code: "14") }
    }
  }
}
