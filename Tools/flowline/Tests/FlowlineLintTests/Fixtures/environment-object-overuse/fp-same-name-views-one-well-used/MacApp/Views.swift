import SwiftUI

struct ShelfView: View {
  @EnvironmentObject var library: Library
  @EnvironmentObject var reader: Reader
  @EnvironmentObject var prefs: Prefs
  var body: some View {
    Table(library.books.map { Row(title: $0) }) { TableColumn("Title", value: \.title) }
      .navigationSubtitle(library.shelf + reader.chapter + "\(reader.page)")
      .environment(\.font, .system(size: prefs.fontSize, design: prefs.serif ? .serif : .default))
  }
}

struct Row: Identifiable {
  var title: String
  var id: String { title }
}
