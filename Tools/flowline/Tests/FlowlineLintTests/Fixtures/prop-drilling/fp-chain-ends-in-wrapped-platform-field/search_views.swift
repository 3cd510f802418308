import AppKit
import SwiftUI

/// The query goes through a header and a row to a search box that reads only its length and
/// hands the binding to a private wrapper, which hands it to the AppKit bridge.
struct Search_Screen: View {
  @State private var search_query: String = ""
  var body: some View { Search_Header(query: $search_query) }
}

struct Search_Header: View {
  @Binding var query: String
  var body: some View { Search_Bar_Row(query: $query) }
}

struct Search_Bar_Row: View {
  @Binding var query: String
  var body: some View { Search_Box(query: $query) }
}

struct Search_Box: View {
  @Binding var query: String
  var body: some View {
    VStack {
      Search_Box_Inner(bound_text: $query)
      if query.count > 40 { Text("Long query") }
    }
  }
}

private struct Search_Box_Inner: View {
  @Binding var bound_text: String
  var body: some View { Search_Field_Bridge(text: $bound_text).padding(4) }
}

private struct Search_Field_Bridge: NSViewRepresentable {
  @Binding var text: String

  func makeNSView(context: Context) -> NSSearchField { NSSearchField() }

  func updateNSView(_ field: NSSearchField, context: Context) {
    field.stringValue = text
  }
}
