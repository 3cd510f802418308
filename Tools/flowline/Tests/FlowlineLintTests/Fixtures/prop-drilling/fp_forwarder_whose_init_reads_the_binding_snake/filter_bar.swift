import SwiftUI

struct Filter_Bar: View {
  @Binding var query: String
  private let was_empty: Bool

  init(query: Binding<String>) {
    _query = query
    was_empty = query.wrappedValue.isEmpty
  }

  var body: some View { Filter_Row(query: $query).opacity(was_empty ? 0.5 : 1) }
}

struct Filter_Row: View {
  @Binding var query: String
  var body: some View { Filter_Field(query: $query) }
}

struct Filter_Field: View {
  @Binding var query: String
  var body: some View {
    Text(query).onTapGesture { query = "" }
  }
}

struct Filter_Screen: View {
  @State private var query = ""
  var body: some View { Filter_Bar(query: $query) }
}
