import SwiftUI

// The middle views render the value too: each level cares about it, so it is not drilling.
struct RootView: View {
  @State private var query = ""
  var body: some View { SearchPanel(query: $query) }
}

struct SearchPanel: View {
  @Binding var query: String
  var body: some View {
    VStack {
      Text(query.isEmpty ? "Search" : query)
      SearchField(query: $query)
    }
  }
}

struct SearchField: View {
  @Binding var query: String
  var body: some View {
    HStack {
      if !query.isEmpty { Text("typing") }
      SearchTextField(query: $query)
    }
  }
}

struct SearchTextField: View {
  @Binding var query: String
  var body: some View { TextField("Search", text: $query) }
}
