import SwiftUI

// The binding goes down three views, but the last one declares it and never touches it:
// a dead parameter to delete, not state drilled to the view that needs it.
struct FilterScreen: View {
  @State private var query = ""
  var body: some View { FilterPanel(query: $query) }
}

struct FilterPanel: View {
  @Binding var query: String
  var body: some View { FilterSection(query: $query) }
}

struct FilterSection: View {
  @Binding var query: String
  var body: some View { FilterChip(query: $query, title: "All") }
}

struct FilterChip: View {
  @Binding var query: String
  let title: String
  var body: some View { Text(title) }
}
