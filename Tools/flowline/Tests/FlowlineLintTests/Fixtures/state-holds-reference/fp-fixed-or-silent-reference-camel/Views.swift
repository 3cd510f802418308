import SwiftUI

struct GenreBrowser: View {
  @State var currentGenre = GenreChoice(title: "", code: "")
  @State private var catalog = EngineCatalog()

  var body: some View {
    VStack {
      Text(currentGenre.title)
      ForEach(catalog.engines, id: \.self) { Text($0) }
      Button("Pop") { currentGenre = GenreChoice(title: "Pop", code: "14") }
    }
  }
}
