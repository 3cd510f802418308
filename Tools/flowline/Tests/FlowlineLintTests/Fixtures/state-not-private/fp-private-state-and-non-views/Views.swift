import SwiftUI

struct FilmSearchView: View {
  @State private var query: String = ""
  @State fileprivate var isFilterSheetPresented = false
  @StateObject private var model = SearchModel()
  @Binding var selection: String
  static var sampleQuery = "Toy Story"

  var body: some View { TextField("Search", text: $query) }
}

// Not a view, view modifier, app or scene: the rule does not apply.
struct FormState {
  @State var draft = ""
}

final class SearchModel: ObservableObject {}

#Preview {
  @Previewable @State var selection = ""
  FilmSearchView(selection: $selection)
}

#Preview("Scaffolding") {
  struct Host: View {
    @State var selection = "Coco"
    var body: some View { FilmSearchView(selection: $selection) }
  }
  return Host()
}
