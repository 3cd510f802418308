import SwiftUI

enum Pane: Hashable {
  case list, detail
}

struct WorkspaceView: View {
  @State private var activePane: Pane? = .list

  var body: some View {
    SplitShell(activePane: $activePane)
  }
}

// A plain binding to the app's selected pane, drilled to a view that also applies its own
// focus modifier: the pane is app state a model could hold, still drilled.
struct SplitShell: View {
  @Binding var activePane: Pane?  // expect: prop-drilling

  var body: some View {
    SplitColumns(activePane: $activePane)
  }
}

struct SplitColumns: View {
  @Binding var activePane: Pane?

  var body: some View {
    PaneHeader(activePane: $activePane)
  }
}

struct PaneHeader: View {
  @Binding var activePane: Pane?
  @FocusState private var searchFocused: Bool

  var body: some View {
    HStack {
      Text(activePane == .list ? "List" : "Detail")
      TextField("Search", text: .constant("")).focused($searchFocused)
      Button("Switch") { activePane = activePane == .list ? .detail : .list }
    }
  }
}
