import SwiftUI

final class FilterModel: ObservableObject {
  @Published var query = ""
}

struct FilterSheet: View {
  @ObservedObject var model = FilterModel()  // expect: observed-object-owned

  var body: some View {
    TextField("Filter", text: $model.query)
  }
}

// One screen hands it a model; the other relies on the default, re-made on each render.
struct SearchScreen: View {
  @StateObject private var filter = FilterModel()
  var body: some View { FilterSheet(model: filter) }
}

struct QuickFilterScreen: View {
  var body: some View { FilterSheet() }
}
