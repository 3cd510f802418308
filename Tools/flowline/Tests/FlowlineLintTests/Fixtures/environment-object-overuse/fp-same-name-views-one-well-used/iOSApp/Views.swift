import SwiftUI

final class Library: ObservableObject {
  @Published var books: [String] = []
  @Published var shelf = ""
}
final class Reader: ObservableObject {
  @Published var page = 0
  @Published var chapter = ""
}
final class Prefs: ObservableObject {
  @Published var fontSize = 14.0
  @Published var serif = false
}

// Each target's ShelfView uses its models well; merged, neither would be told apart.
struct ShelfView: View {
  @EnvironmentObject var library: Library
  @EnvironmentObject var reader: Reader
  @EnvironmentObject var prefs: Prefs
  var body: some View {
    List(library.books, id: \.self) { Text($0) }
      .navigationTitle(library.shelf)
      .font(.system(size: prefs.fontSize))
      .fontDesign(prefs.serif ? .serif : .default)
      .badge(reader.page)
      .help(reader.chapter)
  }
}
