import Observation
import SwiftUI

@Observable final class Reading_settings {
  var font_scale = 1.0
  var serif = false
}

@Observable final class Library_session {
  var user_name = ""
  var token = ""
}

@Observable final class Shelf_store {
  var books: [String] = []
  var selected: String?
  func remove(_ book: String) { books.removeAll { $0 == book } }
}

// A dynamic property and a view modifier read the settings from the environment too.
struct Scaled_font: DynamicProperty {
  @Environment(Reading_settings.self) private var settings
  var size: Double { 17 * settings.font_scale }
}

struct Serif_modifier: ViewModifier {
  @Environment(Reading_settings.self) private var settings
  func body(content: Content) -> some View {
    content.fontDesign(settings.serif ? .serif : .default)
  }
}

struct Reader_page: View {
  @Environment(Reading_settings.self) private var settings
  var body: some View { Text("Page").scaleEffect(settings.font_scale) }
}

struct Shelf_view: View {
  @Environment(Reading_settings.self) private var settings
  @Environment(Library_session.self) private var session
  @Environment(Shelf_store.self) private var store

  var body: some View {
    List(store.books, id: \.self) { book in
      Button(book) { store.selected = book }
        .swipeActions { Button("Remove") { store.remove(book) } }
    }
    .fontDesign(settings.serif ? .serif : .default)
  }
}
